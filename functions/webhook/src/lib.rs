//! The `webhook` group: an enterprise's webhook endpoints and their
//! deliveries, for the owner and admins (`ManageEnterprise`). Creating or
//! changing an endpoint checks its URL (https, no credentials, a host that
//! resolves only to public addresses); `test` and `redeliver` queue a
//! delivery and publish `webhook.deliver`, so only the processor sends.
//! Rules and storage: `verity_domain::webhooks`; this crate is the HTTP surface.

pub mod deliveries;
pub mod endpoints;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Needs, Ports};
use verity_domain::identity::Right;
use verity_http::Function;
use verity_http::{codes, Answering, Callers};

/// The `webhook` function: the table, the key (the sealed signing secrets)
/// and the events topic (`webhook.deliver`). Its URL check resolves hosts
/// (outbound DNS; no VPC).
pub const FUNCTION: Function = Function {
    name: "webhook",
    needs: Needs::TABLE.with_events(),
    routes,
    seed: None,
};

fn routes(ports: Ports) -> OpenApiRouter {
    let manage = || Callers::Holding(Right::ManageEnterprise);
    OpenApiRouter::new()
        .routes(routes!(endpoints::create).answering(
            manage(),
            codes![
                InvalidField("bad field (data.field)"),
                WebhookUrlRefused("the URL is refused (data.field url, data.reason)"),
                WebhookEventUnknown("an unknown event (data.field events[i])"),
                WebhookLimitReached("10 endpoints already (data.max)")
            ],
        ))
        .routes(routes!(endpoints::list).answering(
            manage(),
            codes![InvalidField("bad pageSize"), BadCursor("bad cursor")],
        ))
        .routes(routes!(endpoints::update).answering(
            manage(),
            codes![
                InvalidField("bad field (data.field)"),
                WebhookNotFound("no such endpoint in this enterprise"),
                WebhookUrlRefused("the URL is refused (data.field url, data.reason)"),
                WebhookEventUnknown("an unknown event (data.field events[i])")
            ],
        ))
        .routes(routes!(endpoints::delete).answering(
            manage(),
            codes![
                InvalidField,
                WebhookNotFound("no such endpoint in this enterprise")
            ],
        ))
        .routes(routes!(endpoints::rotate_secret).answering(
            manage(),
            codes![
                InvalidField,
                WebhookNotFound("no such endpoint in this enterprise")
            ],
        ))
        .routes(routes!(deliveries::test).answering(
            manage(),
            codes![
                InvalidField,
                WebhookNotFound("no such endpoint in this enterprise")
            ],
        ))
        .routes(routes!(deliveries::list).answering(
            manage(),
            codes![
                InvalidField("bad pageSize"),
                BadCursor("bad cursor"),
                WebhookNotFound("no such endpoint in this enterprise")
            ],
        ))
        .routes(routes!(deliveries::redeliver).answering(
            manage(),
            codes![
                InvalidField,
                WebhookDeliveryNotFound("no such delivery in this enterprise")
            ],
        ))
        .with_state(ports)
}
