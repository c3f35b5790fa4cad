//! A function's descriptor: everything the Lambda entry point, the local
//! stack and the OpenAPI document need, declared once. Adding a function is
//! its crate plus one line in the local stack's list.

use std::future::Future;
use std::pin::Pin;

use axum::Router;
use utoipa::openapi::OpenApi as Document;
use utoipa_axum::router::OpenApiRouter;
use verity_core::ports::{Needs, Ports};

/// What a seed step reports: `Some(what)` when it wrote, `None` when the data
/// was already there.
pub type SeedResult = Result<Option<String>, String>;

/// Loads a function's reference data; idempotent.
pub type Seed = for<'a> fn(&'a Ports) -> Pin<Box<dyn Future<Output = SeedResult> + Send + 'a>>;

pub struct Function {
    /// The endpoint group (`/api/base/<name>/…`) and the Lambda binary's name.
    pub name: &'static str,
    /// The ports its Lambda builds (the rest stay unconfigured).
    pub needs: Needs,
    /// Its routes, each with its OpenAPI path (`utoipa_axum::routes!`).
    pub routes: fn(Ports) -> OpenApiRouter,
    /// Reference data it owns, loaded by `verity-local seed`.
    pub seed: Option<Seed>,
}

impl Function {
    /// The function's whole router, as Lambda serves it: one log line per
    /// request ([`crate::request_log`]).
    pub fn router(&self, ports: Ports) -> Router {
        let routes = crate::request_log::mark_routes(self.parts(ports).0);
        crate::finish(routes).layer(axum::middleware::from_fn(crate::request_log::line))
    }

    /// Its routes and their OpenAPI paths, over `ports` as its `needs`
    /// allow: without `secret` the key is taken away here too (tests, the
    /// local stack), so a route that needs it fails in every test that
    /// reaches it, not first in the deployed function.
    pub fn parts(&self, ports: Ports) -> (Router, Document) {
        (self.routes)(self.narrow(ports)).split_for_parts()
    }

    fn narrow(&self, ports: Ports) -> Ports {
        if self.needs.secret {
            return ports;
        }
        Ports {
            pii: std::sync::Arc::new(verity_core::pii::PiiKeys::absent()),
            ..ports
        }
    }
}

/// The OpenAPI document of some functions, with the API's title, the
/// envelope's description and the `bearer` scheme the signed-in calls name.
/// Each operation's 200 answer is described as it is sent: the envelope
/// ([`wrap_in_envelopes`]).
pub fn document(paths: impl IntoIterator<Item = Document>) -> Document {
    use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
    // Derived for the package's licence and version.
    #[derive(utoipa::OpenApi)]
    struct Base;
    let mut doc = <Base as utoipa::OpenApi>::openapi();
    for part in paths {
        doc.merge(part);
    }
    doc.info.title = "Verity API".into();
    doc.info.version = env!("CARGO_PKG_VERSION").into();
    doc.info.description = Some(
        "Every response is the envelope {code, msg, data}; codes 0 and 501 are success. \
         Business errors answer HTTP 200 with their code (docs/error-codes.md)."
            .into(),
    );
    doc.components
        .get_or_insert_with(Default::default)
        .add_security_scheme(
            "bearer",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .description(Some(
                        "The session token (sToken) from GET /api/base/user/loginInfo",
                    ))
                    .build(),
            ),
        );
    wrap_in_envelopes(optional_empty_bodies(doc))
}

/// `ApiJson` reads an empty body as `{}` ([`crate::json`]): a JSON body
/// whose object has no required field may be left out, and the document
/// says so (`requestBody.required: false`).
pub fn optional_empty_bodies(mut doc: Document) -> Document {
    use utoipa::openapi::schema::Schema;
    use utoipa::openapi::{RefOr, Required};
    let schemas = doc
        .components
        .as_ref()
        .map(|c| c.schemas.clone())
        .unwrap_or_default();
    let needs_nothing = |schema: &RefOr<Schema>| {
        let schema = match schema {
            RefOr::Ref(r) => r
                .ref_location
                .strip_prefix("#/components/schemas/")
                .and_then(|name| schemas.get(name)),
            inline => Some(inline),
        };
        matches!(schema, Some(RefOr::T(Schema::Object(object))) if object.required.is_empty())
    };
    for item in doc.paths.paths.values_mut() {
        for operation in operations_mut(item) {
            let Some(body) = operation.request_body.as_mut() else {
                continue;
            };
            let empty_reads = body
                .content
                .get("application/json")
                .and_then(|c| c.schema.as_ref())
                .is_some_and(needs_nothing);
            if empty_reads {
                body.required = Some(Required::False);
            }
        }
    }
    doc
}

/// Every operation of a path item (the API uses GET and POST).
pub fn operations_mut(
    item: &mut utoipa::openapi::PathItem,
) -> impl Iterator<Item = &mut utoipa::openapi::path::Operation> {
    [
        &mut item.get,
        &mut item.post,
        &mut item.put,
        &mut item.delete,
        &mut item.patch,
    ]
    .into_iter()
    .flatten()
}

/// The failure envelope's schema name in the document.
pub const FAILURE: &str = "Failure";

/// Handlers describe the `data` of their 200 answer; the API sends it in the
/// envelope, and answers a failure with the same status. Here, once, every
/// 200 answer becomes what is really sent:
///
/// - a JSON answer: `oneOf` the success envelope (`code` 0 or 501, `data` the
///   handler's schema) and [`FAILURE`] (`code` one of the catalogue's, `data`
///   null or an object such as `{field}`);
/// - an answer described without content: the success envelope whose `data`
///   is `{}`, or a failure;
/// - a file (content other than JSON, e.g. the batch template): the file's
///   types as declared, and the failure envelope as JSON.
pub fn wrap_in_envelopes(mut doc: Document) -> Document {
    use utoipa::openapi::schema::{
        AdditionalProperties, KnownFormat, ObjectBuilder, OneOfBuilder, SchemaFormat,
    };
    use utoipa::openapi::schema::{Schema, SchemaType, Type};
    use utoipa::openapi::{Content, Ref, RefOr};

    let int32 = || {
        ObjectBuilder::new()
            .schema_type(Type::Integer)
            .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int32)))
    };
    let envelope = |code: ObjectBuilder, data: RefOr<Schema>| -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::Object)
            .property("code", code)
            .required("code")
            .property("msg", ObjectBuilder::new().schema_type(Type::String))
            .required("msg")
            .property("data", data)
            .required("data")
            .into()
    };
    let either = |data: RefOr<Schema>| -> RefOr<Schema> {
        let success = envelope(
            int32()
                .enum_values(Some([0, 501]))
                .description(Some("0 success; 501 success with a notice in msg")),
            data,
        );
        OneOfBuilder::new()
            .item(success)
            .item(Ref::from_schema_name(FAILURE))
            .into()
    };
    let json = "application/json";
    for item in doc.paths.paths.values_mut() {
        for operation in operations_mut(item) {
            let Some(RefOr::T(ok)) = operation.responses.responses.get_mut("200") else {
                continue;
            };
            if ok.content.is_empty() {
                let empty = ObjectBuilder::new()
                    .schema_type(Type::Object)
                    .max_properties(Some(0));
                ok.content
                    .insert(json.into(), Content::new(Some(either(empty.into()))));
            } else if let Some(content) = ok.content.get_mut(json) {
                let data = content.schema.take().unwrap_or_default();
                content.schema = Some(either(data));
            } else {
                ok.content.insert(
                    json.into(),
                    Content::new(Some(Ref::from_schema_name(FAILURE))),
                );
            }
        }
    }
    let failure = envelope(
        int32().enum_values(Some(crate::ErrorCode::ALL.iter().map(|c| c.code()))),
        ObjectBuilder::new()
            .schema_type(SchemaType::Array(vec![Type::Object, Type::Null]))
            .additional_properties(Some(AdditionalProperties::FreeForm(true)))
            .into(),
    );
    let failure = match failure {
        RefOr::T(Schema::Object(mut object)) => {
            object.description = Some(
                "A refused or failed call: code is one of docs/error-codes.md, msg says why in \
                 the request's language (never an internal detail), data is null or an object \
                 (e.g. {field} for 1002)."
                    .into(),
            );
            object
        }
        _ => unreachable!("the envelope is an object"),
    };
    doc.components
        .get_or_insert_with(Default::default)
        .schemas
        .insert(FAILURE.into(), failure.into());
    doc
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{json, Value};
    use utoipa::openapi::path::{HttpMethod, OperationBuilder, PathItem};
    use utoipa::openapi::request_body::RequestBodyBuilder;
    use utoipa::openapi::schema::{ObjectBuilder, Type};
    use utoipa::openapi::{
        ComponentsBuilder, Content, OpenApiBuilder, PathsBuilder, Ref, ResponseBuilder,
    };

    /// A document of three calls as handlers describe them: a JSON answer,
    /// an answer without content, a file; bodies with and without a required field.
    fn described() -> Document {
        let answer = |response: ResponseBuilder, body: &str| {
            let operation = OperationBuilder::new()
                .response("200", response.description("answer"))
                .request_body(Some(
                    RequestBodyBuilder::new()
                        .content(
                            "application/json",
                            Content::new(Some(Ref::from_schema_name(body))),
                        )
                        .required(Some(utoipa::openapi::Required::True))
                        .build(),
                ));
            PathItem::new(HttpMethod::Post, operation)
        };
        let paths = PathsBuilder::new()
            .path(
                "/json",
                answer(
                    ResponseBuilder::new().content(
                        "application/json",
                        Content::new(Some(Ref::from_schema_name("Reply"))),
                    ),
                    "Needs",
                ),
            )
            .path("/empty", answer(ResponseBuilder::new(), "Optional"))
            .path(
                "/file",
                answer(
                    ResponseBuilder::new().content("text/csv", Content::default()),
                    "Optional",
                ),
            );
        let components = ComponentsBuilder::new()
            .schema(
                "Needs",
                ObjectBuilder::new()
                    .schema_type(Type::Object)
                    .property("id", ObjectBuilder::new().schema_type(Type::String))
                    .required("id"),
            )
            .schema(
                "Optional",
                ObjectBuilder::new()
                    .schema_type(Type::Object)
                    .property("page", ObjectBuilder::new().schema_type(Type::Integer)),
            );
        OpenApiBuilder::new()
            .paths(paths)
            .components(Some(components.build()))
            .build()
    }

    fn ok_content(doc: &Value, path: &str) -> Value {
        doc["paths"][path]["post"]["responses"]["200"]["content"].clone()
    }

    #[test]
    fn each_answer_is_described_as_the_envelope_it_is_sent_in() {
        let doc = serde_json::to_value(document([described()])).unwrap();
        let failure = json!({ "$ref": "#/components/schemas/Failure" });

        let json = &ok_content(&doc, "/json")["application/json"]["schema"]["oneOf"];
        assert_eq!(json[0]["required"], json!(["code", "msg", "data"]));
        assert_eq!(json[0]["properties"]["code"]["enum"], json!([0, 501]));
        assert_eq!(
            json[0]["properties"]["data"],
            json!({ "$ref": "#/components/schemas/Reply" })
        );
        assert_eq!(json[1], failure);

        let empty = &ok_content(&doc, "/empty")["application/json"]["schema"]["oneOf"];
        assert_eq!(empty[0]["properties"]["data"]["maxProperties"], 0);
        assert_eq!(empty[1], failure);

        let file = ok_content(&doc, "/file");
        assert_eq!(file["text/csv"], json!({}));
        assert_eq!(file["application/json"]["schema"], failure);

        let failure = &doc["components"]["schemas"]["Failure"];
        let codes = failure["properties"]["code"]["enum"].as_array().unwrap();
        assert_eq!(codes.len(), crate::ErrorCode::ALL.len());
        assert!(!codes.contains(&json!(0)) && codes.contains(&json!(1002)));
        assert_eq!(
            failure["properties"]["data"]["type"],
            json!(["object", "null"])
        );
    }

    #[test]
    fn a_body_without_a_required_field_may_be_left_out() {
        let doc = serde_json::to_value(document([described()])).unwrap();
        let required = |path: &str| doc["paths"][path]["post"]["requestBody"]["required"].clone();
        assert_eq!(required("/json"), json!(true));
        assert_eq!(required("/empty"), json!(false));
    }
}
