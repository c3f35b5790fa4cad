//! The OpenAPI 3 document of every mounted function, generated from the code.

use utoipa::openapi::OpenApi as Document;
use utoipa::OpenApi;

pub fn openapi() -> Document {
    let mut doc = fn_data::ApiDoc::openapi();
    doc.merge(fn_region::ApiDoc::openapi());
    doc.merge(fn_sms::ApiDoc::openapi());
    doc.merge(fn_user::ApiDoc::openapi());
    doc.info.title = "Verity API".into();
    doc.info.version = env!("CARGO_PKG_VERSION").into();
    doc.info.description = Some(
        "Every response is the envelope {code, msg, data}; codes 0 and 501 are success. \
         Business errors answer HTTP 200 with their code (docs/error-codes.md)."
            .into(),
    );
    doc
}
