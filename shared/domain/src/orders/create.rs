//! Placing an order: checks, then one charge transaction that writes the
//! order, its screening items, its first timeline events, its consent link
//! (or offline consent) and the duplicate marker with the debit.

use serde::{Deserialize, Serialize};
use serde_json::json;
use verity_core::events::DomainEvent;
use verity_core::pii::{mask_id_number, mask_name, mask_phone, Sealed};
use verity_core::ports::Ports;
use verity_core::provider::{id_checksum_ok, GivenDetails};
use verity_core::table::{Condition, Entity, TableExt, Tx, TxAction};
use verity_core::text::Text;

use super::model::*;
use super::{OrderError, OrderResult, CONSENT_LINK_TTL_SECS, DUPLICATE_WINDOW_MS};
use crate::billing::{self, charge, Charge, Charged, Link};
use crate::catalog::packages::{self, PackageStatus};
use crate::catalog::CatalogError;
use crate::enterprise::profile::{self, CertStatus, Enterprise};
use crate::files::{self, Purpose};
use crate::share::{ShareLink, SharePurpose};

/// The candidate as the order gives it (already validated by type).
pub struct Candidate<'a> {
    pub name: &'a str,
    pub phone: &'a str,
    pub id_number: &'a str,
    pub email: Option<&'a str>,
    /// What the package's items are checked against (school, employer, …).
    pub given: GivenDetails,
}

/// The `candidate.*` fields an item may need beyond name, phone and ID
/// number (catalogue `candidateFields`), with the message of a missing one.
pub const DETAIL_FIELDS: [(&str, Text); 3] = [
    (
        "school",
        Text::new(
            "the education check needs the school",
            "学历核查需要填写毕业院校",
        ),
    ),
    (
        "employer",
        Text::new(
            "the employment check needs the former employer",
            "工作履历核查需要填写前雇主",
        ),
    ),
    (
        "certificateNumber",
        Text::new(
            "the qualification check needs the certificate number",
            "职业资格证书核查需要填写证书编号",
        ),
    ),
];

/// The given details the package's items use; the rest is not kept.
pub(crate) fn kept_details(package: &packages::Package, given: &GivenDetails) -> GivenDetails {
    let mut kept = GivenDetails::default();
    for line in &package.items {
        let d = given.for_item(&line.code);
        kept.school = kept.school.or(d.school);
        kept.degree = kept.degree.or(d.degree);
        kept.employer = kept.employer.or(d.employer);
        kept.employment_period = kept.employment_period.or(d.employment_period);
        kept.certificate_number = kept.certificate_number.or(d.certificate_number);
    }
    kept
}

/// The first detail a package's items need that was not given: 1002 with
/// `data.field` = `candidate.<field>` (as `candidate.idNumber` is reported).
pub fn missing_detail(
    package: &packages::Package,
    given: &GivenDetails,
) -> Option<verity_core::failure::FieldError> {
    for (field, msg) in DETAIL_FIELDS {
        let needed = package
            .items
            .iter()
            .any(|line| line.candidate_fields.iter().any(|f| f == field));
        if needed && given.get(field).is_none_or(|v| v.trim().is_empty()) {
            return Some(verity_core::failure::FieldError::new(
                format!("candidate.{field}"),
                msg,
            ));
        }
    }
    None
}

pub struct NewOrder<'a> {
    pub package_id: &'a str,
    pub candidate: Candidate<'a>,
    pub position: Option<&'a str>,
    pub auth_mode: AuthMode,
    pub consent_file_key: Option<&'a str>,
    pub idempotency_key: &'a str,
    pub confirm_duplicate: bool,
    /// The SPA's origin, for the consent link.
    pub link_base: &'a str,
    /// Set by batch ordering (issue 12).
    pub batch_id: Option<&'a str>,
    /// An order from a job registration: its consent may count (`super::registration`).
    pub registration_id: Option<&'a str>,
}

/// What `order/create` answers (and a retry with the same key again).
#[derive(Debug, Clone, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Created {
    pub order_id: String,
    pub order_no: String,
    pub status: OrderStatus,
    pub price_fen: i64,
    /// The balance after the charge (on a retry: the balance now).
    pub balance_after_fen: i64,
}

/// Event kinds the processor handles.
pub const INVITE_EVENT: &str = "order.invite";
pub const START_EVENT: &str = "order.start";

/// Places an order (see the module's description).
pub async fn create(
    ports: &Ports,
    enterprise_id: &str,
    user_id: &str,
    o: NewOrder<'_>,
) -> OrderResult<Created> {
    let c = &o.candidate;
    if c.id_number.len() == 18 && !id_checksum_ok(c.id_number) {
        return Err(verity_core::failure::FieldError::new(
            "candidate.idNumber",
            Text::new(
                "please enter a valid ID document number (the last character does not match)",
                "请输入正确的证件号码（校验位不符）",
            ),
        )
        .into());
    }
    let id_hash = ports.pii.lookup_hash("candidate.idNumber", c.id_number);
    let body_hash = ports.pii.lookup_hash(
        "order.create",
        &json!([
            o.package_id,
            id_hash,
            ports.pii.lookup_hash("candidate.phone", c.phone),
            ports.pii.lookup_hash("candidate.name", c.name),
            c.email,
            (!c.given.is_empty()).then(|| ports.pii.lookup_hash(
                "candidate.details",
                &serde_json::to_string(&c.given).unwrap_or_default()
            )),
            o.position,
            o.auth_mode,
            o.consent_file_key,
            o.batch_id,
            o.registration_id,
        ])
        .to_string(),
    );
    // A retry answers the first result before any check could differ.
    if let Some(first) = charge::replay(ports, enterprise_id, o.idempotency_key, &body_hash).await?
    {
        return replayed(ports, enterprise_id, first).await;
    }

    let retention_days = profile::retention_days(&may_order(ports, enterprise_id).await?);
    let package = packages::package(ports, enterprise_id, o.package_id).await?;
    if package.status != PackageStatus::Active {
        return Err(CatalogError::PackageDisabled.into());
    }
    // Nothing is written or charged without what the items are checked against.
    if let Some(missing) = missing_detail(&package, &c.given) {
        return Err(missing.into());
    }
    if o.auth_mode == AuthMode::Offline {
        let key = o.consent_file_key.ok_or_else(|| {
            verity_core::failure::FieldError::new(
                "consentFileKey",
                Text::new(
                    "upload the signed authorization for an offline order",
                    "线下授权的订单请上传已签署的授权书",
                ),
            )
        })?;
        files::owned(
            ports,
            key,
            &[&format!("ENT#{enterprise_id}")],
            Purpose::Consent,
        )
        .await?;
    }
    let registration = match o.registration_id {
        Some(id) => Some(super::registration::check(ports, enterprise_id, id, &id_hash).await?),
        None => None,
    };
    let now = ports.clock.now_millis();
    let mut auth_mode = super::registration::mode(o.auth_mode, registration.as_ref(), now);

    if !o.confirm_duplicate {
        if let Some(last) = ports
            .table
            .get_as::<LastOrdered>(&last_ordered_key(enterprise_id, &id_hash))
            .await?
            .filter(|l| l.ordered_at > now - DUPLICATE_WINDOW_MS)
        {
            return Err(OrderError::DuplicateCandidate {
                order_no: last.order_no,
                ordered_at: last.ordered_at,
            });
        }
    }

    let order_id = verity_core::ids::new_id();
    let (created, entry, created_order) = loop {
        let Prepared { order, tx } = prepare(
            ports,
            Draft {
                enterprise_id,
                user_id,
                package: &package,
                candidate: c,
                position: o.position,
                auth_mode,
                consent_file_key: o.consent_file_key,
                link_base: o.link_base,
                batch_id: o.batch_id,
                order_id: &order_id,
                id_hash: id_hash.clone(),
                now,
                // The first text's slot under the phone's daily cap (the
                // invitation, or the "check started" notice) is taken with
                // the charge: at the cap, nothing is charged.
                reserve_text: auth_mode != AuthMode::Offline,
                tally: true,
                retention_days,
            },
        );
        let tx = tx.with(
            "package",
            TxAction::ConditionCheck {
                key: package.key(),
                condition: Condition::And(vec![
                    Condition::eq("version", package.version),
                    Condition::eq("status", "active"),
                ]),
            },
        );
        let tx = match &registration {
            Some(r) => tx.extend(super::registration::writes(
                ports, r, &order_id, auth_mode, now,
            )),
            None => tx,
        };
        let created = Created {
            order_id: order_id.clone(),
            order_no: order.order_no.clone(),
            status: order.status,
            price_fen: package.price_fen,
            balance_after_fen: 0,
        };
        let charged = billing::charge(
            ports,
            Charge {
                enterprise_id: enterprise_id.to_string(),
                amount_fen: package.price_fen,
                idempotency_key: o.idempotency_key.to_string(),
                body_hash: body_hash.clone(),
                link: Link::order(&order_id),
                note: billing::Note::OrderCharge {
                    order_no: created.order_no.clone(),
                },
                result: serde_json::to_value(&created)
                    .map_err(verity_core::failure::Internal::new)?,
                with: tx,
            },
        )
        .await;
        match charged {
            Ok(Charged::New(entry)) => break (created, entry, order),
            Ok(Charged::Replayed(first)) => return replayed(ports, enterprise_id, first).await,
            Err(billing::BillingError::Refused("package")) => {
                return Err(CatalogError::PackageChanged {
                    version: package.version,
                }
                .into())
            }
            Err(billing::BillingError::Refused(super::texts::PHONE_CAP)) => {
                return Err(OrderError::PhoneDailyCap {
                    max: super::MAX_TEXTS_PER_PHONE_DAY,
                })
            }
            // Another order started on the application's consent first:
            // this one asks for consent through the link (nothing was written).
            Err(billing::BillingError::Refused(super::registration::REGISTRATION))
                if auth_mode == AuthMode::Registration =>
            {
                auth_mode = AuthMode::Sms;
            }
            Err(e) => return Err(e.into()),
        }
    };
    tracing::info!(order_id = %order_id, "order placed");
    emit_created(ports, &created_order, auth_mode).await;
    let kind = match auth_mode {
        AuthMode::Sms => INVITE_EVENT,
        AuthMode::Offline | AuthMode::Registration => START_EVENT,
    };
    // A lost publish is caught by the sweep (an open order nobody moved).
    if let Err(e) = ports
        .events
        .publish(DomainEvent::new(kind, json!({ "orderId": order_id })))
        .await
    {
        tracing::warn!(error = %e, order_id = %order_id, "order event not published; the sweep will pick it up");
    }
    Ok(Created {
        balance_after_fen: entry.balance_after_fen,
        ..created
    })
}

/// `order.created`, and `order.authorized` when it was placed with its
/// consent (offline, or a job application's).
pub(crate) async fn emit_created(ports: &Ports, order: &Order, auth_mode: AuthMode) {
    use crate::webhooks::WebhookEvent;
    super::emit_webhook(ports, order, WebhookEvent::OrderCreated, order.status).await;
    if auth_mode != AuthMode::Sms {
        super::emit_webhook(
            ports,
            order,
            WebhookEvent::OrderAuthorized,
            OrderStatus::Authorized,
        )
        .await;
    }
}

/// What one order is made of (a single order or a batch's row).
pub(crate) struct Draft<'a> {
    pub enterprise_id: &'a str,
    pub user_id: &'a str,
    pub package: &'a packages::Package,
    pub candidate: &'a Candidate<'a>,
    pub position: Option<&'a str>,
    pub auth_mode: AuthMode,
    pub consent_file_key: Option<&'a str>,
    pub link_base: &'a str,
    pub batch_id: Option<&'a str>,
    pub order_id: &'a str,
    pub id_hash: String,
    pub now: i64,
    /// Take the first text's slot under the phone's daily cap in the same
    /// transaction (`super::texts`); batch orders take it when texted.
    pub reserve_text: bool,
    /// Count the order in the enterprise's tallies in the same transaction.
    /// A batch's orders are counted by their chunk instead, once it is done
    /// (`batches::submit`): one tally write per chunk, not one per row, so
    /// a fan-out never makes a tally a hot item.
    pub tally: bool,
    /// The enterprise's retention setting now (snapshot on the order).
    pub retention_days: u32,
}

/// The order and the writes that place it (without the money).
pub(crate) struct Prepared {
    pub order: Order,
    pub tx: Tx,
}

/// The order, its items, its first timeline events, its consent link (or
/// offline consent) and the duplicate marker, as one transaction's writes;
/// the order's put fails if it exists, so a repeat writes nothing.
pub(crate) fn prepare(ports: &Ports, d: Draft<'_>) -> Prepared {
    let Draft {
        package,
        candidate: c,
        order_id,
        id_hash,
        now,
        ..
    } = d;
    let order_no = order_no(now, order_id);
    let mut items = Vec::new();
    for line in &package.items {
        for ordinal in 1..=line.quantity {
            items.push(ScreeningItem {
                order_id: order_id.to_string(),
                index: items.len() as u32,
                code: line.code.clone(),
                ordinal,
                name_zh: line.name_zh.clone(),
                name_en: line.name_en.clone(),
                turnaround_days: line.turnaround_days,
                status: ItemStatus::Pending,
                result: None,
                finding_en: None,
                finding_zh: None,
                source: None,
                source_zh: None,
                attempts: 0,
                started_at: None,
                finished_at: None,
            });
        }
    }
    let status = match d.auth_mode {
        AuthMode::Sms => OrderStatus::AwaitingAuthorization,
        AuthMode::Offline | AuthMode::Registration => OrderStatus::Authorized,
    };
    // The consent link (sms), or the link of the "check started" notice
    // (registration): the candidate's consent page, to view and withdraw.
    let link = (d.auth_mode != AuthMode::Offline).then(|| {
        ShareLink::issue(
            ports,
            SharePurpose::Consent,
            d.enterprise_id,
            order_id,
            c.phone,
            d.link_base,
            if d.auth_mode == AuthMode::Sms {
                CONSENT_LINK_TTL_SECS
            } else {
                super::STARTED_LINK_TTL_SECS
            },
        )
        .0
    });
    let order = Order {
        order_id: order_id.to_string(),
        order_no: order_no.clone(),
        enterprise_id: d.enterprise_id.to_string(),
        created_by: d.user_id.to_string(),
        package_id: package.package_id.clone(),
        package_name: package.name.clone(),
        package_version: package.version,
        price_fen: package.price_fen,
        candidate_name_enc: Sealed::seal(&ports.pii, c.name),
        candidate_phone_enc: Sealed::seal(&ports.pii, c.phone),
        candidate_id_number_enc: Sealed::seal(&ports.pii, c.id_number),
        candidate_email_enc: c.email.map(|e| Sealed::seal(&ports.pii, e)),
        candidate_details_enc: {
            let kept = kept_details(package, &c.given);
            (!kept.is_empty()).then(|| {
                Sealed::seal(
                    &ports.pii,
                    &serde_json::to_string(&kept).unwrap_or_default(),
                )
            })
        },
        name_mask: mask_name(c.name),
        phone_mask: mask_phone(c.phone),
        id_number_mask: mask_id_number(c.id_number),
        email_mask: c.email.map(mask_email),
        name_hash: ports.pii.lookup_hash("candidate.name", c.name),
        phone_hash: ports.pii.lookup_hash("candidate.phone", c.phone),
        id_hash: id_hash.clone(),
        position: d.position.map(str::to_string),
        auth_mode: d.auth_mode,
        consent_file_key: d.consent_file_key.map(str::to_string),
        batch_id: d.batch_id.map(str::to_string),
        share_hash: link.as_ref().map(|l| l.code_hash.clone()),
        status,
        result: None,
        status_reason: None,
        item_count: items.len() as u32,
        items_done: 0,
        invite_count: 0,
        last_invited_at: None,
        text_reserved: u32::from(d.reserve_text),
        remind_requested_at: None,
        text_deferred_day: None,
        created_at: now,
        authorized_at: (status == OrderStatus::Authorized).then_some(now),
        started_at: None,
        completed_at: None,
        eta_at: Some(super::process::eta(now, items.iter())),
        refunded_fen: 0,
        retention_days: Some(d.retention_days),
        erase_due_at: None,
        erasure_requested_at: None,
        erased_at: None,
        erasure_reason: None,
    };

    let mut tx = Tx::new()
        .with("order", order.put_new())
        .with(
            "last ordered",
            TxAction::Put {
                item: LastOrdered {
                    enterprise_id: d.enterprise_id.to_string(),
                    id_hash,
                    order_id: order_id.to_string(),
                    order_no: order_no.clone(),
                    ordered_at: now,
                }
                .to_item(),
                condition: None,
            },
        )
        .with(
            "created",
            OrderEvent::new(order_id, now, EventKind::Created)
                .note(format!("package v{}", package.version))
                .put(),
        );
    for item in &items {
        tx.push("item", item.put_new());
    }
    // The candidate portal finds the check by the phone (the `candidates` area).
    tx.push("candidate pointer", CandidatePointer::of(&order).put());
    // Counted with the order's conditional put: a repeat counts nothing.
    if d.tally {
        tx = tx.extend(crate::stats::tally::order_created(
            d.enterprise_id,
            now,
            status,
            d.auth_mode.counted_as(),
        ));
    }
    if let Some(link) = &link {
        tx.push("share link", link.put_new());
    }
    if d.reserve_text {
        tx.push(
            super::texts::PHONE_CAP,
            super::texts::count_text(&order.phone_hash, now),
        );
    }
    if d.auth_mode == AuthMode::Offline {
        let consent = Consent {
            order_id: order_id.to_string(),
            mode: AuthMode::Offline,
            signed_at: now,
            text_version: "offline".into(),
            ip_enc: None,
            ip_mask: None,
            user_agent: None,
            signature_key: None,
            file_key: d.consent_file_key.map(str::to_string),
            corrections_enc: None,
            registration_id: None,
        };
        tx.push("consent", consent.put_new());
        tx.push(
            "authorized",
            OrderEvent::new(order_id, now, EventKind::Authorized)
                .note("offline authorization uploaded")
                .put(),
        );
    }

    Prepared { order, tx }
}

/// Certified, with the current contract accepted: the enterprise may order.
pub(crate) async fn may_order(ports: &Ports, enterprise_id: &str) -> OrderResult<Enterprise> {
    let enterprise = profile::enterprise(ports, enterprise_id).await?;
    if enterprise.cert_status != CertStatus::Certified {
        return Err(OrderError::NotCertified);
    }
    if !enterprise.can_order() {
        return Err(OrderError::ContractNotAccepted);
    }
    Ok(enterprise)
}

async fn replayed(
    ports: &Ports,
    enterprise_id: &str,
    first: serde_json::Value,
) -> OrderResult<Created> {
    let first: Created =
        serde_json::from_value(first).map_err(verity_core::failure::Internal::new)?;
    let account = billing::account::account(ports, enterprise_id).await?;
    Ok(Created {
        balance_after_fen: account.balance_fen,
        ..first
    })
}

/// `VB` + the date (UTC+8) + 8 characters of the id: readable on the phone.
fn order_no(now_ms: i64, order_id: &str) -> String {
    use time::macros::{format_description, offset};
    let day = time::OffsetDateTime::from_unix_timestamp_nanos(i128::from(now_ms) * 1_000_000)
        .unwrap_or(time::OffsetDateTime::UNIX_EPOCH)
        .to_offset(offset!(+8))
        .format(format_description!("[year repr:last_two][month][day]"))
        .unwrap_or_default();
    format!("VB{day}{}", order_id[..8].to_ascii_uppercase())
}

fn mask_email(email: &str) -> String {
    match email.split_once('@') {
        Some((local, domain)) => {
            let first: String = local.chars().take(1).collect();
            format!("{first}***@{domain}")
        }
        None => "***".into(),
    }
}
