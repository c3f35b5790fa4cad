//! `order/processingRecord`: the evidence that an order's screening was
//! lawful, for the enterprise to keep (`processing-record-<orderNo>.json`).

use axum::extract::State;
use verity_core::ports::Ports;
use verity_domain::identity::Right;
use verity_domain::orders::processing::{self, ProcessingRecord};
use verity_http::{ApiJson, ApiResult, Reply, Session};

use super::OrderIdRequest;

/// One order's record of processing: who ordered which package and when,
/// the items run, the consent (mode, text version, time, the network masked
/// to /24 or /48, user agent, whether a paper authorization was uploaded),
/// withdrawal, completion and retention. Another enterprise's order is 1007,
/// as a missing one.
#[utoipa::path(
    post,
    path = "/api/base/order/processingRecord",
    operation_id = "orderProcessingRecord",
    tag = "order",
    request_body = OrderIdRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the order's ProcessingRecord (no candidate PII).", body = ProcessingRecord))
)]
pub async fn processing_record(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<OrderIdRequest>,
) -> ApiResult<ProcessingRecord> {
    let member = session.require(Right::ViewRecords)?;
    Ok(Reply(
        processing::record(&ports, &member.enterprise_id, &req.order_id).await?,
    ))
}
