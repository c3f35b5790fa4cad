//! The invitee's side of an invitation: nobody joins an enterprise without
//! saying yes.
//!
//! - Signed in, a user sees the live invitations of their own phone (any
//!   enterprise) and accepts or declines each ([`pending_for`], [`accept`],
//!   [`decline`]); an invitation of another phone is 3009 and changes nothing.
//! - The texted link (a share link of purpose `Invitation`, bound to the
//!   invited phone) opens a public page: an SMS code of scene `invitation`
//!   is texted only to the link's phone ([`send_link_code`], the same answer
//!   for any phone), its check gives a share token ([`check_link_phone`]),
//!   and the bearer sees the invitation and accepts (the phone's account is
//!   created when it has none) or declines it.
//! - Accepting writes the membership, removes the invitation, revokes its
//!   link and records `member.joined` in one transaction (the owner count
//!   follows an owner's invitation); declining removes the invitation,
//!   revokes the link and records `member.declined`.

use verity_core::pii::constant_time_eq;
use verity_core::ports::Ports;
use verity_core::table::{Condition, Entity, Query, TableExt, Tx, TxAction, TxError};

use super::audit::{self, Action};
use super::members::{invite_key, owners_delta, Invitation};
use super::{Actor, EnterpriseError, EnterpriseResult};
use crate::identity::accounts::{self, NewUser, User, UserKind};
use crate::identity::codes::{self, Scene};
use crate::identity::{IdentityError, Role};
use crate::share::{self, ShareError, ShareLink, SharePurpose};

/// What the invitee sees of an invitation.
#[derive(Debug, Clone)]
pub struct PendingInvitation {
    pub enterprise_id: String,
    pub enterprise_name: String,
    /// The inviter's display name, else their masked phone.
    pub inviter: String,
    pub role: Role,
    pub invited_at: i64,
    /// Milliseconds.
    pub expires_at: i64,
}

fn live(invitation: &Invitation, now: i64) -> bool {
    invitation.expires_at * 1000 > now
}

async fn view(ports: &Ports, invitation: &Invitation) -> EnterpriseResult<PendingInvitation> {
    let inviter = match accounts::user(ports, &invitation.invited_by).await? {
        Some(u) => u.name.clone().unwrap_or_else(|| u.phone_masked()),
        None => String::new(),
    };
    let enterprise_name = super::enterprise_name(ports, &invitation.enterprise_id)
        .await?
        .unwrap_or_else(|| invitation.enterprise_name.clone());
    Ok(PendingInvitation {
        enterprise_id: invitation.enterprise_id.clone(),
        enterprise_name,
        inviter,
        role: invitation.role,
        invited_at: invitation.invited_at,
        expires_at: invitation.expires_at * 1000,
    })
}

/// The live invitations of a phone, newest first.
pub async fn pending_for(ports: &Ports, phone: &str) -> EnterpriseResult<Vec<PendingInvitation>> {
    let pk = format!("INVITE#{}", accounts::phone_hash(ports, phone));
    let now = ports.clock.now_millis();
    let mut invitations: Vec<Invitation> = ports.table.query_all_as(Query::partition(pk)).await?;
    invitations.retain(|i| live(i, now));
    invitations.sort_by_key(|i| std::cmp::Reverse(i.invited_at));
    let mut out = Vec::with_capacity(invitations.len());
    for i in &invitations {
        out.push(view(ports, i).await?);
    }
    Ok(out)
}

/// The live invitation of `phone` by `enterprise_id`, or 3009.
async fn pending_one(
    ports: &Ports,
    phone: &str,
    enterprise_id: &str,
) -> EnterpriseResult<Invitation> {
    let key = invite_key(&accounts::phone_hash(ports, phone), enterprise_id);
    ports
        .table
        .get_as::<Invitation>(&key)
        .await?
        .filter(|i| live(i, ports.clock.now_millis()))
        .ok_or(EnterpriseError::InvitationNotFound)
}

fn invitee(user_id: &str, label: String) -> Actor {
    Actor {
        user_id: user_id.to_string(),
        label,
        ip: None,
    }
}

/// The invitation's removal and its link's revocation, for an answer.
fn answered(invitation: &Invitation, now: i64) -> Tx {
    let mut tx = Tx::new().with(
        "invitation",
        TxAction::Delete {
            key: invitation_key(invitation),
            condition: Some(Condition::eq("invitedAt", invitation.invited_at)),
        },
    );
    if let Some(hash) = &invitation.link_hash {
        tx.push("link", ShareLink::revoke_action(hash, now));
    }
    tx
}

fn invitation_key(invitation: &Invitation) -> verity_core::table::Key {
    invite_key(&invitation.phone_hash, &invitation.enterprise_id)
}

async fn accept_invitation(
    ports: &Ports,
    user: &User,
    invitation: &Invitation,
) -> EnterpriseResult<()> {
    let now = ports.clock.now_millis();
    let eid = &invitation.enterprise_id;
    let name = super::enterprise_name(ports, eid)
        .await?
        .unwrap_or_else(|| invitation.enterprise_name.clone());
    let membership = accounts::new_membership(ports, eid, &name, user, invitation.role, now);
    let actor = invitee(&user.user_id, user.phone_masked());
    let mut tx = answered(invitation, now)
        .with("membership", membership.put_new())
        .with(
            "audit",
            audit::entry(
                ports,
                eid,
                &actor,
                Action::MemberJoined,
                invitation.role.as_str(),
            ),
        );
    if invitation.role == Role::Owner {
        tx.push("owners", owners_delta(eid, 1));
    }
    match ports.table.run(tx).await {
        Ok(()) => Ok(()),
        Err(TxError::Condition("membership")) => Err(EnterpriseError::AlreadyMember),
        Err(TxError::Condition(_)) => Err(EnterpriseError::InvitationNotFound),
        Err(TxError::Table(e)) => Err(e.into()),
    }
}

async fn decline_invitation(
    ports: &Ports,
    actor: &Actor,
    invitation: &Invitation,
) -> EnterpriseResult<()> {
    let now = ports.clock.now_millis();
    let detail = format!("{} as {}", invitation.phone_mask, invitation.role.as_str());
    let tx = answered(invitation, now).with(
        "audit",
        audit::entry(
            ports,
            &invitation.enterprise_id,
            actor,
            Action::MemberDeclined,
            &detail,
        ),
    );
    match ports.table.run(tx).await {
        Ok(()) => Ok(()),
        Err(TxError::Condition(_)) => Err(EnterpriseError::InvitationNotFound),
        Err(TxError::Table(e)) => Err(e.into()),
    }
}

/// The signed-in user accepts their phone's invitation of `enterprise_id`.
pub async fn accept(ports: &Ports, user: &User, enterprise_id: &str) -> EnterpriseResult<()> {
    let invitation = pending_one(ports, &user.phone, enterprise_id).await?;
    accept_invitation(ports, user, &invitation).await
}

/// The signed-in user declines their phone's invitation of `enterprise_id`.
pub async fn decline(ports: &Ports, user: &User, enterprise_id: &str) -> EnterpriseResult<()> {
    let invitation = pending_one(ports, &user.phone, enterprise_id).await?;
    decline_invitation(
        ports,
        &invitee(&user.user_id, user.phone_masked()),
        &invitation,
    )
    .await
}

/// A live invitation link of `s` (any other link is invalid here).
/// A link that was revoked because the enterprise withdrew its invitation
/// says so (3014) instead of "used".
async fn withdrawn_or(ports: &Ports, s: &str, e: ShareError) -> EnterpriseError {
    if matches!(e, ShareError::Revoked) && s.len() <= 128 {
        if let Ok(Some(link)) = share::by_hash(ports, &share::code_hash(ports, s)).await {
            if link.purpose == SharePurpose::Invitation && link.withdrawn_at.is_some() {
                return EnterpriseError::InvitationWithdrawn;
            }
        }
    }
    e.into()
}

async fn invitation_link(ports: &Ports, s: &str) -> EnterpriseResult<ShareLink> {
    let link = match share::live(ports, s).await {
        Ok(link) => link,
        Err(e) => return Err(withdrawn_or(ports, s, e).await),
    };
    if link.purpose != SharePurpose::Invitation {
        return Err(ShareError::Invalid.into());
    }
    Ok(link)
}

/// Stores an SMS code of scene `invitation` for `phone`, bound to the link:
/// the processor texts it only when `phone` is the link's. The same work and
/// answer for every phone.
pub async fn send_link_code(
    ports: &Ports,
    s: &str,
    phone: &str,
    client_net: Option<&str>,
    lang: verity_core::text::Lang,
) -> EnterpriseResult<()> {
    let link = invitation_link(ports, s).await?;
    codes::send_bound_code(
        ports,
        phone,
        Scene::Invitation,
        client_net,
        Some(&link.code_hash),
        lang,
    )
    .await?;
    Ok(())
}

/// Checks the code texted to the link's phone: a share token for the link.
pub async fn check_link_phone(
    ports: &Ports,
    s: &str,
    phone: &str,
    code: &str,
) -> EnterpriseResult<(String, i64)> {
    invitation_link(ports, s).await?;
    Ok(share::check_phone(ports, s, phone, code).await?)
}

/// The invitation behind a link the bearer verified, and its phone.
async fn by_link(
    ports: &Ports,
    s: &str,
    token: Option<&str>,
) -> EnterpriseResult<(Invitation, String)> {
    let link = match share::open(ports, s, token).await {
        Ok(link) => link,
        Err(e) => return Err(withdrawn_or(ports, s, e).await),
    };
    if link.purpose != SharePurpose::Invitation {
        return Err(ShareError::Invalid.into());
    }
    let phone = link
        .phone_enc
        .open(&ports.pii)
        .map_err(verity_core::failure::Internal::new)?;
    let invitation = pending_one(ports, &phone, &link.enterprise_id).await?;
    match &invitation.link_hash {
        Some(h) if constant_time_eq(h, &link.code_hash) => Ok((invitation, phone)),
        _ => Err(EnterpriseError::InvitationNotFound),
    }
}

/// What the link's page shows once the phone is verified.
pub async fn link_view(
    ports: &Ports,
    s: &str,
    token: Option<&str>,
) -> EnterpriseResult<PendingInvitation> {
    let (invitation, _) = by_link(ports, s, token).await?;
    view(ports, &invitation).await
}

/// Accepts by link: the phone's user (created, phone only, when it has
/// none) joins; the enterprise becomes its next session's. Answers the user
/// to sign in.
pub async fn link_accept(ports: &Ports, s: &str, token: Option<&str>) -> EnterpriseResult<User> {
    let (invitation, phone) = by_link(ports, s, token).await?;
    let mut user = None;
    // Twice at most: a concurrent sign-in may create the user first.
    for _ in 0..2 {
        if let Some(found) = accounts::user_by_phone(ports, &phone).await? {
            user = Some(found);
            break;
        }
        let new = NewUser {
            phone: &phone,
            kind: UserKind::Visitor,
            name: None,
            password_hash: None,
        };
        match accounts::create_user(ports, &new).await {
            Ok(created) => {
                user = Some(created);
                break;
            }
            Err(IdentityError::PhoneTaken) => continue,
            Err(e) => return Err(e.into()),
        }
    }
    let user = user.ok_or(EnterpriseError::InvitationNotFound)?;
    if user.disabled() {
        return Err(IdentityError::AccountDisabled.into());
    }
    accept_invitation(ports, &user, &invitation).await?;
    accounts::set_last_enterprise(ports, &user.user_id, &invitation.enterprise_id).await?;
    Ok(user)
}

/// Declines by link.
pub async fn link_decline(ports: &Ports, s: &str, token: Option<&str>) -> EnterpriseResult<()> {
    let (invitation, phone) = by_link(ports, s, token).await?;
    let actor = match accounts::user_by_phone(ports, &phone).await? {
        Some(u) => invitee(&u.user_id, u.phone_masked()),
        None => invitee("", invitation.phone_mask.clone()),
    };
    decline_invitation(ports, &actor, &invitation).await
}
