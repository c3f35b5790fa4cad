//! Members of an enterprise: invitations by phone (which take effect only
//! when the invitee accepts them, see [`super::invitations`]), role
//! changes, disabling and enabling. The enterprise
//! item counts its active owners and every change that could take the last
//! one away is conditioned on that count, so an enterprise always keeps an
//! active owner, under concurrency too.

use serde::{Deserialize, Serialize};
use serde_json::json;
use verity_core::events::DomainEvent;
use verity_core::pii::{mask_phone, Sealed, SealedField};
use verity_core::ports::Ports;
use verity_core::table::{
    Condition, Entity, Key, Query, Status, TableExt, Tx, TxAction, TxError, UpdateAction,
};

use super::audit::{self, Action};
use super::profile::{enterprise, enterprise_key, CertStatus};
use super::{Actor, EnterpriseError, EnterpriseResult};
use crate::counters::count_today;
/// Every membership of an enterprise (member lists, renames).
pub use crate::identity::accounts::memberships_of;
use crate::identity::accounts::{self, MemberStatus, Membership, User};
use crate::identity::Role;
use crate::share::{self, ShareLink, SharePurpose};
use crate::sms::{self, unsafe_in_text};

/// The event that asks the processor to text an invitation.
pub const INVITE_EVENT: &str = "sms.invite";

/// Invitations (and their links) live a week.
pub const INVITE_TTL_MS: i64 = 7 * 24 * 3600 * 1000;

/// Invitations an enterprise may send per China day.
pub const INVITE_DAILY_CAP: i64 = 20;

/// The sealed phone of an invitation (for its text).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InvitePhoneEnc;

impl SealedField for InvitePhoneEnc {
    const ATTR: &'static str = "phoneEnc";
}

/// An invitation: `INVITE#<hmac(phone)>` / `ENT#<enterpriseId>`, listed per
/// enterprise (gsi1 `ENTINVITES#<enterpriseId>`).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Invitation {
    pub phone_hash: String,
    pub enterprise_id: String,
    pub enterprise_name: String,
    pub role: Role,
    pub phone_enc: Sealed<InvitePhoneEnc>,
    pub phone_mask: String,
    pub invited_by: String,
    pub invited_at: i64,
    /// TTL (epoch seconds).
    pub expires_at: i64,
    /// Present until the processor texted it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending_text: Option<bool>,
    /// The keyed hash of its acceptance link's code (`SHARE#<hash>`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub link_hash: Option<String>,
    /// Times it was texted again (`enterprise/member/resendInvite`).
    #[serde(default)]
    pub resent: u32,
    /// When it was last texted again (ms).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resent_at: Option<i64>,
}

impl Entity for Invitation {
    const KIND: &'static str = "invitation";

    fn key(&self) -> Key {
        invite_key(&self.phone_hash, &self.enterprise_id)
    }

    fn index_keys(&self) -> Vec<(&'static str, String)> {
        vec![
            ("gsi1pk", format!("ENTINVITES#{}", self.enterprise_id)),
            (
                "gsi1sk",
                format!("{:013}#{}", self.invited_at, self.phone_hash),
            ),
        ]
    }
}

pub(super) fn invite_key(phone_hash: &str, enterprise_id: &str) -> Key {
    Key::new(
        format!("INVITE#{phone_hash}"),
        format!("ENT#{enterprise_id}"),
    )
}

/// The change of the owner count, conditioned so it never drops below 1.
pub(super) fn owners_delta(enterprise_id: &str, delta: i64) -> TxAction {
    TxAction::Update {
        key: enterprise_key(enterprise_id),
        actions: vec![UpdateAction::add("activeOwners", delta)],
        condition: Some(if delta < 0 {
            Condition::Gt("activeOwners".into(), json!(-delta))
        } else {
            Condition::item_present()
        }),
    }
}

pub(super) async fn invitations_of(
    ports: &Ports,
    enterprise_id: &str,
) -> EnterpriseResult<Vec<Invitation>> {
    Ok(ports
        .table
        .query_all_as(Query::partition(format!("ENTINVITES#{enterprise_id}")).on_index("gsi1"))
        .await?)
}

/// Invites a phone with a role and asks the processor to text it a link to
/// its acceptance page (`link_base` is the SPA's origin). Only a certified
/// enterprise invites (3010), at most [`INVITE_DAILY_CAP`] a China day
/// (3011, nothing written); a phone that is already a member or invited is
/// 3005. The invitation takes effect only when the invitee accepts it.
pub async fn invite(
    ports: &Ports,
    enterprise_id: &str,
    phone: &str,
    role: Role,
    actor: &Actor,
    link_base: &str,
) -> EnterpriseResult<()> {
    let ent = enterprise(ports, enterprise_id).await?;
    if ent.cert_status != CertStatus::Certified {
        return Err(EnterpriseError::NotCertified);
    }
    if let Some(user) = accounts::user_by_phone(ports, phone).await? {
        if accounts::membership(ports, &user.user_id, enterprise_id)
            .await?
            .is_some()
        {
            return Err(EnterpriseError::AlreadyMember);
        }
    }
    let now = ports.clock.now_millis();
    let phone_hash = accounts::phone_hash(ports, phone);
    let (link, _) = ShareLink::issue(
        ports,
        SharePurpose::Invitation,
        enterprise_id,
        &phone_hash,
        phone,
        link_base,
        INVITE_TTL_MS / 1000,
    );
    let invitation = Invitation {
        phone_hash,
        enterprise_id: enterprise_id.to_string(),
        enterprise_name: ent.name.clone(),
        role,
        phone_enc: Sealed::seal(&ports.pii, phone),
        phone_mask: mask_phone(phone),
        invited_by: actor.user_id.clone(),
        invited_at: now,
        expires_at: (now + INVITE_TTL_MS).div_euclid(1000),
        pending_text: Some(true),
        link_hash: Some(link.code_hash.clone()),
        resent: 0,
        resent_at: None,
    };
    let detail = format!("{} as {}", invitation.phone_mask, role.as_str());
    let tx = Tx::new()
        .with("invitation", invitation.put_new())
        .with("link", link.put_new())
        .with(
            "dailyCap",
            count_today(format!("INVITECAP#{enterprise_id}"), now, INVITE_DAILY_CAP),
        )
        .with(
            "audit",
            audit::entry(ports, enterprise_id, actor, Action::MemberInvited, &detail),
        );
    match ports.table.run(tx).await {
        Ok(()) => {}
        Err(TxError::Condition("dailyCap")) => return Err(EnterpriseError::InviteDailyCap),
        Err(TxError::Condition(_)) => return Err(EnterpriseError::AlreadyMember),
        Err(TxError::Table(e)) => return Err(e.into()),
    }
    let key = invitation.key();
    let event = DomainEvent::new(INVITE_EVENT, json!({ "pk": key.pk, "sk": key.sk }));
    if let Err(e) = ports.events.publish(event).await {
        // The invitation stands: the invitee sees it in the console after signing in.
        tracing::warn!(error = %e, "invitation text not queued");
    }
    Ok(())
}

/// The role as the invitation text names it: (Chinese, English).
fn role_words(role: Role) -> (&'static str, &'static str) {
    match role {
        Role::Owner => ("所有者", "owner"),
        Role::Admin => ("管理员", "admin"),
        Role::Operator => ("操作员", "operator"),
        Role::Viewer => ("查看者", "viewer"),
    }
}

/// The invitation's text (template `member_invite`) in `lang`; the
/// enterprise is named only when its name cannot pass for an address
/// (`member_invite_unnamed`).
pub fn invitation_text(
    enterprise_name: &str,
    role: Role,
    url: &str,
    lang: verity_core::text::Lang,
) -> verity_core::sms::SmsMessage {
    let (zh, en) = role_words(role);
    let role = verity_core::text::Text::new(en, zh);
    if unsafe_in_text(enterprise_name) {
        sms::MEMBER_INVITE_UNNAMED.render(lang, vec![("role", role.into()), ("url", url.into())])
    } else {
        sms::MEMBER_INVITE.render(
            lang,
            vec![
                ("enterprise", enterprise_name.trim().into()),
                ("role", role.into()),
                ("url", url.into()),
            ],
        )
    }
}

/// The processor's half of [`invite`]: texts the invitation once. The text
/// is claimed first (`pendingText` removed under the condition that it is
/// there), so of two deliveries of one event only one sends; a failed send
/// puts the claim back for the next delivery.
pub async fn deliver_invite(ports: &Ports, event: &DomainEvent) -> EnterpriseResult<()> {
    let (Some(pk), Some(sk)) = (event.text("pk"), event.text("sk")) else {
        return Err(
            verity_core::failure::Internal::new("an sms.invite event without its key").into(),
        );
    };
    let key = Key::new(pk, sk);
    let Some(invitation) = ports.table.get_as::<Invitation>(&key).await? else {
        return Ok(());
    };
    if invitation.pending_text.is_none() || invitation.expires_at * 1000 <= ports.clock.now_millis()
    {
        return Ok(());
    }
    let link = match &invitation.link_hash {
        Some(hash) => share::by_hash(ports, hash).await?,
        None => None,
    };
    let Some(link) = link else {
        // An invitation of an earlier build (no link): the console shows it.
        return Ok(());
    };
    let (url, phone) = link.delivery(ports)?;
    let claimed = ports
        .table
        .update(
            &key,
            vec![UpdateAction::Remove("pendingText".into())],
            Some(Condition::Exists("pendingText".into())),
        )
        .await;
    match claimed {
        Ok(_) => {}
        // Claimed by another delivery, or answered meanwhile.
        Err(e) if e.is_condition_failure() => return Ok(()),
        Err(e) => return Err(e.into()),
    }
    // The invited phone's language is not known: Chinese.
    let text = invitation_text(
        &invitation.enterprise_name,
        invitation.role,
        &url,
        verity_core::text::Lang::ZhCn,
    );
    if let Err(e) = ports.sms.send(&phone, &text).await {
        let restored = ports
            .table
            .update(
                &key,
                vec![UpdateAction::set("pendingText", true)],
                Some(Condition::item_present()),
            )
            .await;
        if let Err(r) = restored {
            if !r.is_condition_failure() {
                tracing::warn!(error = %r, "invitation claim not restored");
            }
        }
        return Err(verity_core::failure::Internal::new(format!("invitation text: {e}")).into());
    }
    Ok(())
}

/// Adds a user directly (demo data, fixtures). `Ok(false)` when already a member.
pub async fn add(
    ports: &Ports,
    enterprise_id: &str,
    user: &User,
    role: Role,
) -> EnterpriseResult<bool> {
    let ent = enterprise(ports, enterprise_id).await?;
    let now = ports.clock.now_millis();
    let membership = accounts::new_membership(ports, enterprise_id, &ent.name, user, role, now);
    let mut tx = Tx::new().with("membership", membership.put_new());
    if role == Role::Owner {
        tx.push("owners", owners_delta(enterprise_id, 1));
    }
    match ports.table.run(tx).await {
        Ok(()) => Ok(true),
        Err(TxError::Condition(_)) => Ok(false),
        Err(TxError::Table(e)) => Err(e.into()),
    }
}

/// A member of the current enterprise, or 3007.
async fn member(ports: &Ports, enterprise_id: &str, user_id: &str) -> EnterpriseResult<Membership> {
    accounts::membership(ports, user_id, enterprise_id)
        .await?
        .ok_or(EnterpriseError::MemberNotFound)
}

/// Who may touch whose owner role: only an owner grants or takes it.
fn check_owner_rights(actor_role: Role, from: Role, to: Role) -> EnterpriseResult<()> {
    if (from == Role::Owner || to == Role::Owner) && actor_role != Role::Owner {
        return Err(EnterpriseError::NoPermission);
    }
    Ok(())
}

/// Changes a member's role (3006 when it would leave no active owner).
pub async fn change_role(
    ports: &Ports,
    enterprise_id: &str,
    actor_role: Role,
    user_id: &str,
    role: Role,
    actor: &Actor,
) -> EnterpriseResult<()> {
    let m = member(ports, enterprise_id, user_id).await?;
    check_owner_rights(actor_role, m.role, role)?;
    if m.role == role {
        return Ok(());
    }
    let mut tx = Tx::new().with(
        "membership",
        TxAction::Update {
            key: accounts::membership_key(user_id, enterprise_id),
            actions: vec![UpdateAction::set("role", role.as_str())],
            condition: Some(Condition::eq("role", m.role.as_str())),
        },
    );
    if m.status == MemberStatus::Active {
        if m.role == Role::Owner {
            tx.push("owners", owners_delta(enterprise_id, -1));
        } else if role == Role::Owner {
            tx.push("owners", owners_delta(enterprise_id, 1));
        }
    }
    let detail = format!("{}: {} → {}", m.phone_mask, m.role.as_str(), role.as_str());
    tx.push(
        "audit",
        audit::entry(ports, enterprise_id, actor, Action::RoleChanged, &detail),
    );
    run_member_tx(ports, tx).await
}

async fn run_member_tx(ports: &Ports, tx: Tx) -> EnterpriseResult<()> {
    match ports.table.run(tx).await {
        Ok(()) => Ok(()),
        Err(TxError::Condition("owners")) => Err(EnterpriseError::LastOwner),
        // The member changed meanwhile: as if not found; the list reloads.
        Err(TxError::Condition(_)) => Err(EnterpriseError::MemberNotFound),
        Err(TxError::Table(e)) => Err(e.into()),
    }
}

/// Disables or enables a member. A disabled member's sessions in this
/// enterprise end at once (every session check reads the membership).
pub async fn set_status(
    ports: &Ports,
    enterprise_id: &str,
    actor_role: Role,
    user_id: &str,
    status: MemberStatus,
    actor: &Actor,
) -> EnterpriseResult<()> {
    let m = member(ports, enterprise_id, user_id).await?;
    check_owner_rights(actor_role, m.role, m.role)?;
    if m.status == status {
        return Ok(());
    }
    let mut tx = Tx::new().with(
        "membership",
        TxAction::Update {
            key: accounts::membership_key(user_id, enterprise_id),
            actions: vec![UpdateAction::set(MemberStatus::ATTR, status.as_str())],
            condition: Some(Condition::eq(MemberStatus::ATTR, m.status.as_str())),
        },
    );
    if m.role == Role::Owner {
        let delta = if status == MemberStatus::Active {
            1
        } else {
            -1
        };
        tx.push("owners", owners_delta(enterprise_id, delta));
    }
    let action = match status {
        MemberStatus::Active => Action::MemberEnabled,
        MemberStatus::Disabled => Action::MemberDisabled,
    };
    tx.push(
        "audit",
        audit::entry(ports, enterprise_id, actor, action, &m.phone_mask),
    );
    run_member_tx(ports, tx).await
}

/// One row of the member list: a member or a pending invitation.
#[derive(Debug, Clone)]
pub struct MemberRow {
    pub user_id: Option<String>,
    pub name: Option<String>,
    pub phone_masked: String,
    pub role: Role,
    /// `active`, `disabled` or `invited`.
    pub status: &'static str,
    pub joined_at: Option<i64>,
    pub invited_at: Option<i64>,
    /// A pending invitation's id (`enterprise/member/resendInvite`, `revokeInvite`).
    pub invitation_id: Option<String>,
    /// When it may be texted again (ms); `None` once it may not any more.
    pub resend_at: Option<i64>,
}

/// A page of members (by join time) then pending invitations; and the total.
pub async fn list(
    ports: &Ports,
    enterprise_id: &str,
    page: usize,
    page_size: usize,
) -> EnterpriseResult<(Vec<MemberRow>, usize)> {
    let now = ports.clock.now_millis();
    let mut rows: Vec<MemberRow> = Vec::new();
    for m in memberships_of(ports, enterprise_id).await? {
        let name = m
            .name_sealed
            .as_ref()
            .map(|n| n.open(&ports.pii))
            .transpose()
            .map_err(verity_core::failure::Internal::new)?;
        rows.push(MemberRow {
            user_id: Some(m.user_id),
            name,
            phone_masked: m.phone_mask,
            role: m.role,
            status: m.status.as_str(),
            joined_at: Some(m.joined_at),
            invited_at: None,
            invitation_id: None,
            resend_at: None,
        });
    }
    for i in invitations_of(ports, enterprise_id).await? {
        if i.expires_at * 1000 <= now {
            continue;
        }
        let (invitation_id, resend_at) = (
            super::pending::invitation_id(ports, &i),
            super::pending::resend_at(&i),
        );
        rows.push(MemberRow {
            user_id: None,
            name: None,
            phone_masked: i.phone_mask,
            role: i.role,
            status: "invited",
            joined_at: None,
            invited_at: Some(i.invited_at),
            invitation_id: Some(invitation_id),
            resend_at,
        });
    }
    let total = rows.len();
    let start = page.saturating_sub(1).saturating_mul(page_size);
    Ok((
        rows.into_iter().skip(start).take(page_size).collect(),
        total,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use verity_core::text::Lang;

    #[test]
    fn a_name_that_looks_like_an_address_is_never_texted() {
        for name in [
            "www.verity-refund.com",
            "Refunds at verity-pay.cn",
            "https://example.org",
            "ｗｗｗ．ｅｖｉｌ．ｃｏｍ",
            "退款中心 evil。com",
            "10.0.0.1 Ltd",
            "【Verity】官方",
            "  ",
        ] {
            assert!(unsafe_in_text(name), "{name}");
            let text = invitation_text(
                name,
                Role::Viewer,
                "https://verity.example/#/invitation?s=x",
                Lang::ZhCn,
            )
            .text;
            assert!(
                text.starts_with("【Verity】有企业邀请您以查看者身份加入"),
                "{text}"
            );
        }
        for name in [
            "Demo Trading Co",
            "Acme Co., Ltd.",
            "深圳市某某科技有限公司",
            "No.1 Trading",
        ] {
            assert!(!unsafe_in_text(name), "{name}");
            let url = "https://verity.example/#/invitation?s=x";
            let text = invitation_text(name, Role::Admin, url, Lang::ZhCn).text;
            assert!(
                text.starts_with(&format!("【Verity】{name}邀请您以管理员身份加入")),
                "{text}"
            );
            assert!(text.ends_with(url), "{text}");
            let english = invitation_text(name, Role::Admin, url, Lang::EnUs).text;
            assert!(english.contains(&format!(
                "{name} invited you to join its Verity account as admin"
            )));
        }
    }
}
