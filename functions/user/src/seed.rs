//! Demo accounts for the local stack (never seeded in AWS). Idempotent: each
//! step checks what exists first.
//!
//! | phone | password | name | memberships |
//! |---|---|---|---|
//! | 13800000000 | `Verity#2026` | 演示管理员 | 演示贸易有限公司 (owner), 演示物流有限公司 (operator) |
//! | 13800000001 | `Verity#2026` | 物流负责人 | 演示物流有限公司 (owner) |
//! | 13800000002 | `Verity#2026` | 演示查看员 | 演示贸易有限公司 (viewer) |
//! | 13800000009 | `Verity#2026` | 平台运营 | none: the platform operator (`ops`) |
//!
//! 演示贸易有限公司 is certified with the current contract accepted (it may
//! order); 演示物流有限公司 waits for review (the ops queue has an entry).

use verity_core::ports::Ports;
use verity_domain::enterprise::{self, review, Actor, CertStatus};
use verity_domain::identity::accounts::{self, NewUser, PlatformRole, User, UserChange, UserKind};
use verity_domain::identity::{password, Role};
use verity_http::ApiError;

pub const DEMO_PHONE: &str = "13800000000";
pub const DEMO_PASSWORD: &str = "Verity#2026";
/// MD5 of [`DEMO_PASSWORD`]: what the SPA sends.
pub const DEMO_PASSWORD_MD5: &str = "d86c6bf9de5ddb3a79d8f8563fd888dd";
pub const TRADING: &str = "演示贸易有限公司";
pub const LOGISTICS: &str = "演示物流有限公司";
pub const OPS_PHONE: &str = "13800000009";

async fn user(ports: &Ports, phone: &str, name: &str) -> Result<User, ApiError> {
    if let Some(u) = accounts::user_by_phone(ports, phone).await? {
        return Ok(u);
    }
    let hash = password::hash(ports.auth.argon2, DEMO_PASSWORD_MD5)
        .await
        .map_err(ApiError::internal)?;
    Ok(accounts::create_user(
        ports,
        &NewUser {
            phone,
            kind: UserKind::Account,
            name: Some(name),
            password_hash: Some(&hash),
        },
    )
    .await?)
}

async fn enterprise_of(ports: &Ports, owner: &User, name: &str) -> Result<String, ApiError> {
    let existing = accounts::memberships(ports, &owner.user_id)
        .await?
        .into_iter()
        .find(|m| m.enterprise_name == name && m.role == Role::Owner);
    match existing {
        Some(m) => Ok(m.enterprise_id),
        None => Ok(verity_domain::enterprise::create_enterprise(ports, owner, name).await?),
    }
}

/// Certifies an enterprise and accepts the current contract for it.
async fn certify(
    ports: &Ports,
    enterprise_id: &str,
    owner: &User,
    ops: &User,
) -> Result<(), ApiError> {
    let e = enterprise::enterprise(ports, enterprise_id).await?;
    if e.cert_status == CertStatus::PendingReview {
        let reviewer = Actor {
            user_id: ops.user_id.clone(),
            label: "Platform review".into(),
            ip: None,
        };
        review::decide(ports, enterprise_id, review::Decision::Approve, &reviewer).await?;
    }
    if !e.can_order() {
        let actor = Actor {
            user_id: owner.user_id.clone(),
            label: owner.phone_masked(),
            ip: None,
        };
        enterprise::profile::accept_contract(
            ports,
            enterprise_id,
            enterprise::contract::CURRENT_VERSION,
            &actor,
        )
        .await?;
    }
    Ok(())
}

/// Seeds the demo accounts; `Ok(true)` when anything was written.
pub async fn demo(ports: &Ports) -> Result<bool, ApiError> {
    let fresh = accounts::user_by_phone(ports, DEMO_PHONE).await?.is_none();
    let admin = user(ports, DEMO_PHONE, "演示管理员").await?;
    let logistics_owner = user(ports, "13800000001", "物流负责人").await?;
    let viewer = user(ports, "13800000002", "演示查看员").await?;
    let trading = enterprise_of(ports, &admin, TRADING).await?;
    let logistics = enterprise_of(ports, &logistics_owner, LOGISTICS).await?;
    let ops = user(ports, OPS_PHONE, "平台运营").await?;
    if ops.platform_role.is_none() {
        accounts::update_user(
            ports,
            &ops.user_id,
            &[UserChange::PlatformRole(PlatformRole::Ops)],
        )
        .await?;
    }
    certify(ports, &trading, &admin, &ops).await?;
    let mut wrote = fresh;
    wrote |= enterprise::members::add(ports, &logistics, &admin, Role::Operator).await?;
    wrote |= enterprise::members::add(ports, &trading, &viewer, Role::Viewer).await?;
    if accounts::user(ports, &admin.user_id)
        .await?
        .and_then(|u| u.last_enterprise_id)
        .is_none()
    {
        accounts::set_last_enterprise(ports, &admin.user_id, &trading).await?;
    }
    Ok(wrote)
}

/// The demo admin's enterprise (演示贸易有限公司) once the demo is seeded.
pub async fn trading_id(ports: &Ports) -> Result<Option<String>, ApiError> {
    Ok(accounts::user_by_phone(ports, DEMO_PHONE)
        .await?
        .and_then(|u| u.last_enterprise_id))
}
