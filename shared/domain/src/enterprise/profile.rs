//! The enterprise item, its creation and profile changes.

use serde::{Deserialize, Serialize};
use serde_json::json;
use verity_core::failure::{FieldError, Internal};
use verity_core::pii::{mask_phone, Sealed, SealedField};
use verity_core::ports::Ports;
use verity_core::table::{
    Condition, Entity, Key, Status, TableExt, Tx, TxAction, TxError, UpdateAction,
};
use verity_core::text::Text;

use super::audit::{self, Action, Audited};
use super::contract;
use super::credit_code;
use super::{Actor, EnterpriseError, EnterpriseResult};
use crate::files::{self, Purpose};
use crate::identity::accounts::{self, User};
use crate::identity::Role;
use crate::regions;

pub fn enterprise_key(enterprise_id: &str) -> Key {
    Key::new(format!("ENT#{enterprise_id}"), "PROFILE")
}

fn credit_claim_key(code: &str) -> Key {
    Key::new(format!("CREDITCODE#{code}"), "CLAIM")
}

/// The put that claims a credit code for an enterprise (fails when taken).
fn claim_credit_code(code: &str, enterprise_id: &str) -> TxAction {
    let key = credit_claim_key(code);
    let mut item = verity_core::table::Item::new();
    item.insert("pk".into(), key.pk.into());
    item.insert("sk".into(), key.sk.into());
    item.insert("enterpriseId".into(), enterprise_id.into());
    TxAction::Put {
        item,
        condition: Some(Condition::item_absent()),
    }
}

/// Where an enterprise stands with the platform's review.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, utoipa::ToSchema)]
pub enum CertStatus {
    #[default]
    #[serde(rename = "pending_review")]
    PendingReview,
    #[serde(rename = "certified")]
    Certified,
    #[serde(rename = "rejected")]
    Rejected,
}

impl Status for CertStatus {
    const ATTR: &'static str = "certStatus";

    fn as_str(self) -> &'static str {
        match self {
            CertStatus::PendingReview => "pending_review",
            CertStatus::Certified => "certified",
            CertStatus::Rejected => "rejected",
        }
    }

    fn can_become(self, to: Self) -> bool {
        use CertStatus::*;
        matches!(
            (self, to),
            (PendingReview, Certified)
                | (PendingReview, Rejected)
                | (Rejected, PendingReview)
                | (Certified, PendingReview)
        )
    }
}

impl CertStatus {
    pub fn parse(text: &str) -> Option<CertStatus> {
        [
            CertStatus::PendingReview,
            CertStatus::Certified,
            CertStatus::Rejected,
        ]
        .into_iter()
        .find(|s| Status::as_str(*s) == text)
    }
}

/// The sealed contact phone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ContactPhoneEnc;

impl SealedField for ContactPhoneEnc {
    const ATTR: &'static str = "contactPhoneEnc";
}

/// The sealed network a contract was accepted from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AcceptedIpEnc;

impl SealedField for AcceptedIpEnc {
    const ATTR: &'static str = "contractAcceptedIpEnc";
}

/// The enterprise item: `ENT#<enterpriseId>` / `PROFILE`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Enterprise {
    pub enterprise_id: String,
    pub name: String,
    #[serde(default)]
    pub credit_code: String,
    #[serde(default)]
    pub region_code: String,
    #[serde(default)]
    pub address: String,
    #[serde(default)]
    pub contact_name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contact_phone_enc: Option<Sealed<ContactPhoneEnc>>,
    #[serde(default)]
    pub contact_phone_mask: String,
    #[serde(default)]
    pub license_file_key: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub logo_file_key: Option<String>,
    #[serde(default)]
    pub cert_status: CertStatus,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reject_reason: Option<String>,
    #[serde(default)]
    pub submitted_at: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reviewed_at: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contract_version_accepted: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contract_accepted_at: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contract_accepted_by: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contract_accepted_ip_enc: Option<Sealed<AcceptedIpEnc>>,
    /// Active members with the owner role: never below 1.
    #[serde(default)]
    pub active_owners: i64,
    pub owner_user_id: String,
    pub created_at: i64,
    #[serde(default)]
    pub updated_at: i64,
    /// Days an order's candidate data are kept after it ends
    /// ([`RETENTION_MIN_DAYS`]..=[`RETENTION_MAX_DAYS`]); absent:
    /// [`RETENTION_DEFAULT_DAYS`]. Set through `privacy::retention` (the privacy area).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retention_days: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retention_updated_at: Option<i64>,
}

/// Candidate data are kept this many days after an order ends, unless the
/// enterprise chose otherwise.
pub const RETENTION_DEFAULT_DAYS: u32 = 90;
/// The shortest retention an enterprise may choose (disputes run 15 days).
pub const RETENTION_MIN_DAYS: u32 = 30;
/// The platform's longest retention.
pub const RETENTION_MAX_DAYS: u32 = 180;

/// The enterprise's retention setting (the default when never set).
pub fn retention_days(enterprise: &Enterprise) -> u32 {
    enterprise
        .retention_days
        .unwrap_or(RETENTION_DEFAULT_DAYS)
        .clamp(RETENTION_MIN_DAYS, RETENTION_MAX_DAYS)
}

impl Entity for Enterprise {
    const KIND: &'static str = "enterprise";

    fn key(&self) -> Key {
        enterprise_key(&self.enterprise_id)
    }

    fn index_keys(&self) -> Vec<(&'static str, String)> {
        review_index(self.cert_status, self.submitted_at, &self.enterprise_id)
    }
}

/// The review queue's index keys for a status.
pub(crate) fn review_index(
    status: CertStatus,
    submitted_at: i64,
    enterprise_id: &str,
) -> Vec<(&'static str, String)> {
    // A sandbox twin is never reviewed: it is certified as its live enterprise is.
    if verity_core::tenant::is_sandbox_twin(enterprise_id) {
        return Vec::new();
    }
    vec![
        ("gsi2pk", format!("CERT#{}", Status::as_str(status))),
        ("gsi2sk", format!("{submitted_at:013}#{enterprise_id}")),
    ]
}

impl Enterprise {
    /// Certified and the current contract accepted.
    pub fn can_order(&self) -> bool {
        self.cert_status == CertStatus::Certified
            && self.contract_version_accepted.as_deref() == Some(contract::CURRENT_VERSION)
    }
}

/// What `create` asks for, validated.
pub struct NewEnterprise<'a> {
    pub name: &'a str,
    pub credit_code: &'a str,
    pub region_code: &'a str,
    pub address: &'a str,
    pub contact_name: &'a str,
    pub contact_phone: &'a str,
    pub license_file_key: &'a str,
}

pub async fn enterprise(ports: &Ports, enterprise_id: &str) -> EnterpriseResult<Enterprise> {
    ports
        .table
        .get_as::<Enterprise>(&enterprise_key(enterprise_id))
        .await?
        .ok_or(EnterpriseError::NotFound)
}

pub async fn enterprise_name(
    ports: &Ports,
    enterprise_id: &str,
) -> EnterpriseResult<Option<String>> {
    Ok(ports
        .table
        .get_as::<Enterprise>(&enterprise_key(enterprise_id))
        .await?
        .map(|e| e.name))
}

fn check_credit_code(code: &str) -> EnterpriseResult<()> {
    match credit_code::problem(code) {
        Some(msg) => Err(FieldError::new("creditCode", msg).into()),
        None => Ok(()),
    }
}

async fn check_region(ports: &Ports, code: &str) -> EnterpriseResult<()> {
    match regions::path(ports, code).await? {
        Some(_) => Ok(()),
        None => Err(EnterpriseError::UnknownRegion),
    }
}

/// A new enterprise item, pending review, `owner` its one active owner.
fn pending(ports: &Ports, owner: &User, new: &NewEnterprise<'_>) -> Enterprise {
    let now = ports.clock.now_millis();
    Enterprise {
        enterprise_id: verity_core::ids::new_id(),
        name: new.name.to_string(),
        credit_code: new.credit_code.to_string(),
        region_code: new.region_code.to_string(),
        address: new.address.to_string(),
        contact_name: new.contact_name.to_string(),
        contact_phone_enc: Some(Sealed::seal(&ports.pii, new.contact_phone)),
        contact_phone_mask: mask_phone(new.contact_phone),
        license_file_key: new.license_file_key.to_string(),
        logo_file_key: None,
        cert_status: CertStatus::PendingReview,
        reject_reason: None,
        submitted_at: now,
        reviewed_at: None,
        contract_version_accepted: None,
        contract_accepted_at: None,
        contract_accepted_by: None,
        contract_accepted_ip_enc: None,
        active_owners: 1,
        owner_user_id: owner.user_id.clone(),
        created_at: now,
        updated_at: now,
        retention_days: None,
        retention_updated_at: None,
    }
}

/// Creates an enterprise, pending review, with `owner` as its first owner,
/// in one transaction (the credit code claimed, the owner's membership, the
/// audit entry). Returns its id.
pub async fn create(
    ports: &Ports,
    owner: &User,
    new: &NewEnterprise<'_>,
    actor: &Actor,
) -> EnterpriseResult<String> {
    check_credit_code(new.credit_code)?;
    check_region(ports, new.region_code).await?;
    files::owned(
        ports,
        new.license_file_key,
        &[&files::user_owner(&owner.user_id)],
        Purpose::License,
    )
    .await?;
    let enterprise = pending(ports, owner, new);
    insert(ports, &enterprise, owner, actor).await?;
    Ok(enterprise.enterprise_id)
}

async fn insert(
    ports: &Ports,
    enterprise: &Enterprise,
    owner: &User,
    actor: &Actor,
) -> EnterpriseResult<()> {
    let now = enterprise.created_at;
    let owner_membership = accounts::new_membership(
        ports,
        &enterprise.enterprise_id,
        &enterprise.name,
        owner,
        Role::Owner,
        now,
    );
    let tx = Tx::new()
        .with(
            "creditCode",
            claim_credit_code(&enterprise.credit_code, &enterprise.enterprise_id),
        )
        .with("enterprise", enterprise.put_new())
        .with("ownerMembership", owner_membership.put_new())
        .with(
            "audit",
            audit::entry(
                ports,
                &enterprise.enterprise_id,
                actor,
                Action::Created,
                &enterprise.name,
            ),
        );
    match ports.table.run(tx).await {
        Ok(()) => Ok(()),
        Err(TxError::Condition("creditCode")) => Err(EnterpriseError::CreditCodeTaken),
        // A fresh random id cannot collide: a failed condition is a bug.
        Err(TxError::Condition(label)) => {
            Err(Internal::new(format!("{label} already exists")).into())
        }
        Err(TxError::Table(e)) => Err(e.into()),
    }
}

/// A minimal enterprise for demo data and test fixtures: a generated credit
/// code, no region or licence, pending review, `owner` its owner.
pub async fn create_enterprise(
    ports: &Ports,
    owner: &User,
    name: &str,
) -> EnterpriseResult<String> {
    let credit_code = credit_code::generate();
    let contact_name = owner.name.clone().unwrap_or_default();
    let new = NewEnterprise {
        name,
        credit_code: &credit_code,
        region_code: "",
        address: "",
        contact_name: &contact_name,
        contact_phone: &owner.phone,
        license_file_key: "",
    };
    let enterprise = pending(ports, owner, &new);
    let actor = Actor {
        user_id: owner.user_id.clone(),
        label: owner.phone_masked(),
        ip: None,
    };
    insert(ports, &enterprise, owner, &actor).await?;
    Ok(enterprise.enterprise_id)
}

/// A change of the profile; `None` fields stay.
#[derive(Default)]
pub struct ProfileChange<'a> {
    pub name: Option<&'a str>,
    pub credit_code: Option<&'a str>,
    pub region_code: Option<&'a str>,
    pub address: Option<&'a str>,
    pub contact_name: Option<&'a str>,
    pub contact_phone: Option<&'a str>,
    pub license_file_key: Option<&'a str>,
    pub logo_file_key: Option<&'a str>,
}

/// Applies a profile change. A new name or credit code (or licence) sends
/// the enterprise back to review; a new credit code moves its claim.
pub async fn update(
    ports: &Ports,
    enterprise_id: &str,
    change: &ProfileChange<'_>,
    actor: &Actor,
) -> EnterpriseResult<Enterprise> {
    let current = enterprise(ports, enterprise_id).await?;
    let owner = files::enterprise_owner(enterprise_id);
    let uploader = files::user_owner(&actor.user_id);
    let owners = [owner.as_str(), uploader.as_str()];
    if let Some(code) = change.credit_code {
        check_credit_code(code)?;
    }
    if let Some(region) = change.region_code {
        check_region(ports, region).await?;
    }
    if let Some(key) = change.license_file_key {
        files::owned(ports, key, &owners, Purpose::License).await?;
    }
    if let Some(key) = change.logo_file_key {
        files::owned(ports, key, &owners, Purpose::Logo).await?;
    }
    let now = ports.clock.now_millis();
    let new_code = change.credit_code.filter(|c| *c != current.credit_code);
    let renamed = change.name.is_some_and(|n| n != current.name);
    let new_license = change
        .license_file_key
        .is_some_and(|k| k != current.license_file_key);
    let back_to_review = renamed || new_code.is_some() || new_license;
    let mut actions = vec![UpdateAction::set("updatedAt", now)];
    let mut set = |attr: &str, value: Option<&str>| {
        if let Some(v) = value {
            actions.push(UpdateAction::set(attr, v));
        }
    };
    set("name", change.name);
    set("creditCode", change.credit_code);
    set("regionCode", change.region_code);
    set("address", change.address);
    set("contactName", change.contact_name);
    set("licenseFileKey", change.license_file_key);
    set("logoFileKey", change.logo_file_key);
    if let Some(phone) = change.contact_phone {
        actions.push(UpdateAction::set(
            "contactPhoneEnc",
            Sealed::<ContactPhoneEnc>::seal(&ports.pii, phone).as_stored(),
        ));
        actions.push(UpdateAction::set("contactPhoneMask", mask_phone(phone)));
    }
    if back_to_review && current.cert_status != CertStatus::PendingReview {
        actions.push(UpdateAction::set(
            CertStatus::ATTR,
            Status::as_str(CertStatus::PendingReview),
        ));
        actions.push(UpdateAction::set("submittedAt", now));
        for (attr, value) in review_index(CertStatus::PendingReview, now, enterprise_id) {
            actions.push(UpdateAction::set(attr, value));
        }
    }
    // Optimistic: applied only to the version read (no lost review decision).
    let mut tx = Tx::new().with(
        "enterprise",
        TxAction::Update {
            key: enterprise_key(enterprise_id),
            actions,
            condition: Some(Condition::eq("updatedAt", json!(current.updated_at))),
        },
    );
    if let Some(code) = new_code {
        tx.push("creditCode", claim_credit_code(code, enterprise_id));
        tx.push(
            "oldCreditCode",
            TxAction::Delete {
                key: credit_claim_key(&current.credit_code),
                condition: None,
            },
        );
    }
    let what = if back_to_review {
        "profile changed; back to review"
    } else {
        "profile changed"
    };
    tx.push(
        "audit",
        audit::entry(ports, enterprise_id, actor, Action::Updated, what),
    );
    match ports.table.run(tx).await {
        Ok(()) => {}
        Err(TxError::Condition("creditCode")) => return Err(EnterpriseError::CreditCodeTaken),
        // Changed meanwhile: the caller sees the other change and retries.
        Err(TxError::Condition(_)) => {
            return Err(FieldError::new(
                "name",
                Text::new(
                    "the profile was changed meanwhile; reload and try again",
                    "资料已被他人修改，请刷新后重试",
                ),
            )
            .into())
        }
        Err(TxError::Table(e)) => return Err(e.into()),
    }
    if renamed {
        rename_member_copies(ports, enterprise_id, change.name.unwrap_or_default()).await?;
    }
    enterprise(ports, enterprise_id).await
}

/// Memberships carry the enterprise name for the enterprise switcher.
async fn rename_member_copies(
    ports: &Ports,
    enterprise_id: &str,
    name: &str,
) -> EnterpriseResult<()> {
    for m in super::members::memberships_of(ports, enterprise_id).await? {
        accounts::update_member_copy(
            ports,
            &m.user_id,
            enterprise_id,
            vec![UpdateAction::set("enterpriseName", name)],
        )
        .await?;
    }
    Ok(())
}

/// Records that `actor` accepted the current contract `version`.
pub async fn accept_contract(
    ports: &Ports,
    enterprise_id: &str,
    version: &str,
    actor: &Actor,
) -> EnterpriseResult<Enterprise> {
    if version != contract::CURRENT_VERSION {
        return Err(EnterpriseError::ContractOutdated);
    }
    let now = ports.clock.now_millis();
    let mut actions = vec![
        UpdateAction::set("contractVersionAccepted", version),
        UpdateAction::set("contractAcceptedAt", now),
        UpdateAction::set("contractAcceptedBy", actor.user_id.as_str()),
        UpdateAction::set("updatedAt", now),
    ];
    if let Some(ip) = &actor.ip {
        actions.push(UpdateAction::set(
            AcceptedIpEnc::ATTR,
            Sealed::<AcceptedIpEnc>::seal(&ports.pii, ip).as_stored(),
        ));
    }
    let tx = Tx::new()
        .with(
            "enterprise",
            TxAction::Update {
                key: enterprise_key(enterprise_id),
                actions,
                condition: Some(Condition::item_present()),
            },
        )
        .audited(
            ports,
            enterprise_id,
            actor,
            Action::ContractAccepted,
            version,
        );
    match ports.table.run(tx).await {
        Ok(()) => {}
        Err(TxError::Condition(_)) => return Err(EnterpriseError::NotFound),
        Err(TxError::Table(e)) => return Err(e.into()),
    }
    enterprise(ports, enterprise_id).await
}

/// Whether the enterprise may order now (certified, current contract accepted).
pub async fn can_order(ports: &Ports, enterprise_id: &str) -> EnterpriseResult<bool> {
    Ok(enterprise(ports, enterprise_id).await?.can_order())
}
