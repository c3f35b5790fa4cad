//! `notice/list` and `notice/read`: the caller's own notices in their
//! current enterprise, as far as the rights they hold now reach.

use axum::extract::State;
use serde::{Deserialize, Deserializer, Serialize};
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::text::Text;
use verity_core::types::{refuse, EntityId};
use verity_domain::notices::{self, inbox, Lang, Notice, NoticeKind, NoticeParams, Reader, Target};
use verity_http::lang;
use verity_http::{ApiJson, ApiResult, Reply, Session};

/// Largest page of the bell.
pub const MAX_PAGE_SIZE: u32 = 50;

fn page_number<'de, D: Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
    let msg = Text::new("must be a whole number from 1", "须为从 1 开始的整数");
    match serde_json::Value::deserialize(d)?.as_u64() {
        Some(n @ 1..=1_000_000) => Ok(n as u32),
        _ => Err(refuse(msg)),
    }
}

fn page_size<'de, D: Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
    let msg = Text::new(
        "must be a whole number from 1 to 50",
        "须为 1 到 50 之间的整数",
    );
    match serde_json::Value::deserialize(d)?.as_u64() {
        Some(n @ 1..=50) => Ok(n as u32),
        _ => Err(refuse(msg)),
    }
}

fn first() -> u32 {
    1
}

fn ten() -> u32 {
    10
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NoticeListRequest {
    /// From 1 (default 1).
    #[serde(default = "first", deserialize_with = "page_number")]
    pub page: u32,
    /// 1–50 (default 10).
    #[serde(default = "ten", deserialize_with = "page_size")]
    pub page_size: u32,
    /// Only the unread notices.
    #[serde(default)]
    pub unread_only: bool,
}

/// One notice, its words in the request's language.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NoticeView {
    pub id: String,
    pub kind: NoticeKind,
    pub title: String,
    pub body: String,
    /// The SPA route of its page (e.g. `/reportDetail?orderId=…`).
    pub link: String,
    /// Identifiers and amounts only (no candidate data).
    pub params: NoticeParams,
    /// Epoch ms.
    pub created_at: i64,
    pub read: bool,
    /// Epoch ms, when read.
    pub read_at: Option<i64>,
}

fn reader_lang() -> Lang {
    lang::current()
}

impl NoticeView {
    fn of(n: Notice, lang: Lang) -> Self {
        let (title, body) = notices::text::render(n.kind, &n.params, lang);
        NoticeView {
            id: n.notice_id,
            kind: n.kind,
            title,
            body,
            link: n.link,
            params: n.params,
            created_at: n.created_at,
            read: n.read_at.is_some(),
            read_at: n.read_at,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NoticePage {
    /// Newest first.
    pub list: Vec<NoticeView>,
    /// The notices the caller may see (the unread ones with `unreadOnly`).
    pub total: i64,
    /// Unread notices the caller may see: the bell's badge.
    pub unread: i64,
}

/// The caller's notices in their current enterprise, newest first, paged,
/// with the unread count. Only kinds whose right the caller holds now.
#[utoipa::path(
    post,
    path = "/api/base/notice/list",
    operation_id = "noticeList",
    tag = "notice",
    request_body = NoticeListRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {list, total, unread}; title and body in the Accept-Language.", body = NoticePage))
)]
pub async fn list(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<NoticeListRequest>,
) -> ApiResult<NoticePage> {
    let member = session.member()?;
    let reader = Reader {
        user_id: &session.user_id,
        enterprise_id: &member.enterprise_id,
        role: member.role,
    };
    let page = inbox::list(
        &ports,
        &reader,
        req.page as usize,
        req.page_size as usize,
        req.unread_only,
    )
    .await?;
    let lang = reader_lang();
    Ok(Reply(NoticePage {
        list: page
            .list
            .into_iter()
            .map(|n| NoticeView::of(n, lang))
            .collect(),
        total: page.total,
        unread: page.unread,
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NoticeReadRequest {
    /// The notices to mark (at most 100), or …
    #[serde(default)]
    #[schema(value_type = Option<Vec<String>>)]
    pub ids: Option<Vec<EntityId>>,
    /// … `true`: every unread notice the caller may see.
    #[serde(default)]
    pub all: bool,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NoticeReadReply {
    /// Notices marked read by this call (ones read before are not counted).
    pub marked: u32,
    /// Unread notices left.
    pub unread: i64,
}

/// Marks the caller's own notices read: `ids` or `all: true`. An id that
/// is not a notice of the caller's (another member's, another enterprise's,
/// or none) refuses the call with 4701 and marks nothing.
#[utoipa::path(
    post,
    path = "/api/base/notice/read",
    operation_id = "noticeRead",
    tag = "notice",
    request_body = NoticeReadRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {marked, unread}.", body = NoticeReadReply))
)]
pub async fn read(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<NoticeReadRequest>,
) -> ApiResult<NoticeReadReply> {
    let member = session.member()?;
    let target = match (req.ids, req.all) {
        (Some(_), true) => {
            return Err(verity_core::failure::FieldError::new(
                "all",
                Text::new(
                    "give ids or all, not both",
                    "请选择指定通知或全部，不能同时选择",
                ),
            )
            .into())
        }
        (Some(ids), false) => Target::Ids(ids.into_iter().map(EntityId::into_inner).collect()),
        (None, true) => Target::All,
        (None, false) => {
            return Err(verity_core::failure::FieldError::new(
                "ids",
                Text::new(
                    "choose at least one notice, or all",
                    "请至少选择一条通知，或选择全部",
                ),
            )
            .into())
        }
    };
    let reader = Reader {
        user_id: &session.user_id,
        enterprise_id: &member.enterprise_id,
        role: member.role,
    };
    let marked = inbox::mark_read(&ports, &reader, target).await?;
    let unread = inbox::unread(&ports, &reader).await?;
    Ok(Reply(NoticeReadReply { marked, unread }))
}
