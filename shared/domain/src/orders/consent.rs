//! The candidate's side of an order, through its consent link: what is
//! asked and by whom, signing (the order moves to `authorized` and the
//! processor starts it) and withdrawing.

use bytes::Bytes;
use serde::Serialize;
use serde_json::json;
use verity_core::events::DomainEvent;
use verity_core::pii::{mask_ip, Sealed};
use verity_core::ports::Ports;
use verity_core::table::{Entity, TableExt, TxError, UpdateAction};
use verity_core::text::Text;

use super::create::START_EVENT;
use super::lifecycle::{self, any_order, Stop};
use super::model::*;
use super::{OrderError, OrderResult};
use crate::catalog;
use crate::enterprise::profile;
use crate::share::{self, ShareLink};

/// The version of the disclosure and authorization text below.
pub const TEXT_VERSION: &str = "2026-11-22";
/// A drawn signature is small; anything larger is not one.
pub const MAX_SIGNATURE_BYTES: usize = 300 * 1024;

/// The disclosure and authorization text: `(title, body)`.
pub fn disclosure(zh: bool, enterprise: &str) -> (String, String) {
    if zh {
        (
            "背景调查告知及授权书".into(),
            format!(
                "{enterprise}（以下称“用人单位”）委托 Verity 对您进行与拟任岗位相关的背景调查。\
                 调查范围仅限于下列项目，所用信息仅为此次录用评估之目的处理，保存期限不超过法律规定。\
                 您有权查询调查结果、对不准确的信息提出异议，并可在调查完成前撤回授权；撤回后调查立即停止。\
                 签署即表示您已阅读本告知，并授权用人单位及 Verity 向相关机构核实下列信息。"
            ),
        )
    } else {
        (
            "Background check disclosure and authorization".into(),
            format!(
                "{enterprise} (\"the employer\") has asked Verity to run a background check on you for the position \
                 you applied for. The check covers only the items listed below; your information is processed only \
                 for this hiring decision and kept no longer than the law requires. You may see the results, dispute \
                 anything inaccurate, and withdraw this authorization before the check completes, which stops it at once. \
                 By signing you confirm you have read this disclosure and authorize the employer and Verity to verify \
                 the items below with the relevant sources."
            ),
        )
    }
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CandidateItem {
    pub code: String,
    pub name_zh: String,
    pub name_en: String,
    pub description_zh: String,
    pub description_en: String,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Disclosure {
    pub version: String,
    pub title: String,
    pub body: String,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MaskedCandidate {
    pub name: String,
    pub phone: String,
    pub id_number: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
}

impl MaskedCandidate {
    pub fn of(order: &Order) -> Self {
        MaskedCandidate {
            name: order.name_mask.clone(),
            phone: order.phone_mask.clone(),
            id_number: order.id_number_mask.clone(),
            email: order.email_mask.clone(),
        }
    }
}

/// What the candidate's page shows.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CandidateDetail {
    pub order_no: String,
    pub status: OrderStatus,
    pub enterprise_name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    pub items: Vec<CandidateItem>,
    pub disclosure: Disclosure,
    pub candidate: MaskedCandidate,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub signed_at: Option<i64>,
    pub can_sign: bool,
    pub can_withdraw: bool,
}

/// The order behind a consent link the bearer may open.
/// A finished check's link says so (4510) where it would otherwise answer
/// an error: before the phone check, and once it expired or was revoked.
/// Behind the phone check the page reads the order, `completed`.
async fn opened(ports: &Ports, s: &str, token: Option<&str>) -> OrderResult<(ShareLink, Order)> {
    let link = match share::open(ports, s, token).await {
        Ok(link) => link,
        Err(
            e @ (share::ShareError::Expired
            | share::ShareError::Revoked
            | share::ShareError::PhoneCheckRequired),
        ) => {
            if finished(ports, s).await? {
                return Err(OrderError::CheckFinished);
            }
            return Err(e.into());
        }
        Err(e) => return Err(e.into()),
    };
    let order = any_order(ports, &link.subject_id).await?;
    if order.enterprise_id != link.enterprise_id
        || order.share_hash.as_deref() != Some(link.code_hash.as_str())
    {
        return Err(OrderError::NotFound);
    }
    Ok((link, order))
}

/// Whether `s` is the consent link of an order that completed.
async fn finished(ports: &Ports, s: &str) -> OrderResult<bool> {
    if s.trim().is_empty() || s.len() > 128 {
        return Ok(false);
    }
    let Some(link) = share::by_hash(ports, &share::code_hash(ports, s)).await? else {
        return Ok(false);
    };
    if link.purpose != share::SharePurpose::Consent {
        return Ok(false);
    }
    Ok(match any_order(ports, &link.subject_id).await {
        Ok(order) => {
            order.status == OrderStatus::Completed
                && order.enterprise_id == link.enterprise_id
                && order.share_hash.as_deref() == Some(link.code_hash.as_str())
        }
        Err(_) => false,
    })
}

fn can_withdraw(order: &Order) -> bool {
    matches!(
        order.status,
        OrderStatus::AwaitingAuthorization | OrderStatus::Authorized | OrderStatus::InProgress
    )
}

pub async fn detail(
    ports: &Ports,
    s: &str,
    token: Option<&str>,
    zh: bool,
) -> OrderResult<CandidateDetail> {
    let (_, order) = opened(ports, s, token).await?;
    let enterprise_name = profile::enterprise_name(ports, &order.enterprise_id)
        .await?
        .unwrap_or_default();
    let catalogue = catalog::catalog(ports).await?;
    let mut items: Vec<CandidateItem> = Vec::new();
    for item in lifecycle::items(ports, &order.order_id).await? {
        if items.iter().any(|i| i.code == item.code) {
            continue;
        }
        let described = catalogue.iter().find(|c| c.code == item.code);
        items.push(CandidateItem {
            code: item.code.clone(),
            name_zh: item.name_zh.clone(),
            name_en: item.name_en.clone(),
            description_zh: described
                .map(|c| c.description_zh.clone())
                .unwrap_or_default(),
            description_en: described
                .map(|c| c.description_en.clone())
                .unwrap_or_default(),
        });
    }
    let signed_at = ports
        .table
        .get_as::<Consent>(&consent_key(&order.order_id))
        .await?
        .map(|c| c.signed_at);
    let (title, body) = disclosure(zh, &enterprise_name);
    Ok(CandidateDetail {
        order_no: order.order_no.clone(),
        status: order.status,
        enterprise_name,
        position: order.position.clone(),
        items,
        disclosure: Disclosure {
            version: TEXT_VERSION.into(),
            title,
            body,
        },
        candidate: MaskedCandidate::of(&order),
        signed_at,
        can_sign: order.status == OrderStatus::AwaitingAuthorization,
        can_withdraw: can_withdraw(&order),
    })
}

/// What a signature brings besides the link.
pub struct Signature<'a> {
    pub png: &'a [u8],
    pub corrections: Option<&'a str>,
    pub ip: Option<&'a str>,
    pub user_agent: Option<&'a str>,
}

/// Stores consent and authorizes the order; answers when it was signed.
pub async fn sign(
    ports: &Ports,
    s: &str,
    token: Option<&str>,
    sig: Signature<'_>,
) -> OrderResult<i64> {
    let (_, order) = opened(ports, s, token).await?;
    if order.status != OrderStatus::AwaitingAuthorization {
        return Err(OrderError::State(order.status));
    }
    if sig.png.len() > MAX_SIGNATURE_BYTES || !sig.png.starts_with(b"\x89PNG\r\n\x1a\n") {
        return Err(verity_core::failure::FieldError::new(
            "signaturePng",
            Text::new(
                "the signature must be a PNG image of at most 300 KB",
                "签名须为不超过 300 KB 的 PNG 图片",
            ),
        )
        .into());
    }
    let now = ports.clock.now_millis();
    let signature_key = format!("consent/{}-signature.png", order.order_id);
    ports
        .uploads
        .put(&signature_key, Bytes::copy_from_slice(sig.png), "image/png")
        .await
        .map_err(verity_core::failure::Internal::new)?;
    let consent = Consent {
        order_id: order.order_id.clone(),
        mode: AuthMode::Sms,
        signed_at: now,
        text_version: TEXT_VERSION.into(),
        ip_enc: sig.ip.map(|ip| Sealed::seal(&ports.pii, ip)),
        ip_mask: sig.ip.map(mask_ip),
        user_agent: sig.user_agent.map(|ua| ua.chars().take(300).collect()),
        signature_key: Some(signature_key),
        file_key: None,
        corrections_enc: sig
            .corrections
            .filter(|c| !c.trim().is_empty())
            .map(|c| Sealed::seal(&ports.pii, c.trim())),
        registration_id: None,
    };
    let tx = order
        .move_to(
            OrderStatus::Authorized,
            now,
            vec![UpdateAction::set("authorizedAt", now)],
        )
        .with("consent", consent.put_new())
        .with(
            "event",
            OrderEvent::new(&order.order_id, now, EventKind::Authorized)
                .note(format!("signed online, text version {TEXT_VERSION}"))
                .put(),
        );
    match ports.table.run(tx).await {
        Ok(()) => {}
        Err(TxError::Condition(_)) => {
            return Err(OrderError::State(
                any_order(ports, &order.order_id).await?.status,
            ))
        }
        Err(TxError::Table(e)) => return Err(e.into()),
    }
    tracing::info!(order_id = %order.order_id, "consent signed");
    super::emit_webhook(
        ports,
        &order,
        crate::webhooks::WebhookEvent::OrderAuthorized,
        OrderStatus::Authorized,
    )
    .await;
    if let Err(e) = ports
        .events
        .publish(DomainEvent::new(
            START_EVENT,
            json!({ "orderId": order.order_id }),
        ))
        .await
    {
        tracing::warn!(error = %e, "start event not published; the sweep will pick it up");
    }
    Ok(now)
}

/// The candidate withdraws consent: the order stops (refunded when nothing had started).
pub async fn withdraw(ports: &Ports, s: &str, token: Option<&str>) -> OrderResult<OrderStatus> {
    let (_, order) = opened(ports, s, token).await?;
    if !can_withdraw(&order) {
        return Err(OrderError::State(order.status));
    }
    lifecycle::stop(ports, &order, Stop::Withdraw, None).await?;
    Ok(OrderStatus::Canceled)
}
