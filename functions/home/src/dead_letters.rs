//! `home/ops/deadLetters`: how many events failed and wait in the
//! dead-letter queues (the events queue's and the schedule's in AWS, the
//! data folder's `events/dead` locally). Platform operators only: the ops
//! pages warn while the total is above zero; `verity-local deadletters`
//! lists and redrives them.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use verity_core::failure::Internal;
use verity_core::ports::Ports;
use verity_http::{ApiJson, ApiResult, Reply, Session};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DeadLettersRequest {}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeadLetterCounts {
    /// Events waiting over all queues.
    pub total: u64,
    pub queues: Vec<DeadLetterQueue>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeadLetterQueue {
    /// The queue's name (`verity-events-dlq`, locally `events/dead`).
    pub name: String,
    pub count: u64,
}

/// The number of dead events per dead-letter queue.
#[utoipa::path(
    post,
    path = "/api/base/home/ops/deadLetters",
    operation_id = "homeOpsDeadLetters",
    tag = "home",
    request_body = DeadLettersRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is the total and each dead-letter queue's count (ids and payloads are not shown here: `verity-local deadletters` lists them).", body = DeadLetterCounts))
)]
pub async fn dead_letters(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(_empty): ApiJson<DeadLettersRequest>,
) -> ApiResult<DeadLetterCounts> {
    session.require_ops()?;
    let counts = ports.dead_letters.counts().await.map_err(Internal::new)?;
    Ok(Reply(DeadLetterCounts {
        total: counts.iter().map(|c| c.count).sum(),
        queues: counts
            .into_iter()
            .map(|c| DeadLetterQueue {
                name: c.name,
                count: c.count,
            })
            .collect(),
    }))
}
