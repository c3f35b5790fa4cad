//! The `enterprise` group: a visitor creates an enterprise (and becomes its
//! owner), the platform's operators review it, the owner accepts the
//! service contract and runs the account (profile, members, audit log).
//! Rules and storage: `verity_domain::enterprise`; this crate is the HTTP
//! surface. Every call checks the session's role (-6) and works only on the
//! session's current enterprise; ids in a request are looked up under it.
//! The exceptions are the invitee's calls (`invitation*`): the signed-in
//! caller's own phone's invitations, or a texted link's (public, behind its
//! phone check).

pub mod invitations;
pub mod members;
pub mod ops;
pub mod profile;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Access, Needs, Ports};
use verity_domain::identity::Right;
use verity_http::Function;
use verity_http::{codes, Answering, Callers};

/// The `enterprise` function: over the table, the uploads bucket (licence
/// and logo URLs; `files::owned` removes an expired unconfirmed upload, so
/// write) and the events topic (invitation texts).
pub const FUNCTION: Function = Function {
    name: "enterprise",
    needs: Needs::TABLE.uploads(Access::Write).with_events(),
    routes,
    seed: None,
};

fn routes(ports: Ports) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(profile::create::create).answering(
            Callers::SignedIn,
            codes![
                InvalidField("bad field (data.field), a credit code with a wrong check character"),
                CreditCodeTaken("credit code taken"),
                UnknownRegion("unknown region"),
                FileNotFound("licence file not found or not the caller's")
            ],
        ))
        .routes(routes!(profile::detail::detail).answering(Callers::Members, codes![]))
        .routes(routes!(profile::update::update).answering(
            Callers::Holding(Right::ManageEnterprise),
            codes![
                InvalidField("bad field"),
                CreditCodeTaken("credit code taken"),
                UnknownRegion("unknown region"),
                FileNotFound("file not found or not this enterprise's")
            ],
        ))
        .routes(routes!(profile::contract::contract).answering(Callers::SignedIn, codes![]))
        .routes(
            routes!(profile::accept_contract::accept_contract).answering(
                Callers::Holding(Right::ManageEnterprise),
                codes![InvalidField, ContractOutdated("not the current version")],
            ),
        )
        .routes(routes!(profile::retention::retention).answering(
            Callers::Members,
            codes![
                InvalidField("bad field"),
                RetentionOutOfRange("days outside 30–180 (data.min, data.max)")
            ],
        ))
        .routes(routes!(profile::audit_log::audit_log).answering(
            Callers::Holding(Right::ManageEnterprise),
            codes![BadCursor("bad cursor")],
        ))
        .routes(routes!(members::invite).answering(
            Callers::Holding(Right::ManageMembers),
            codes![
                InvalidField("bad phone or role"),
                AlreadyMember("already a member or invited"),
                InviteNotCertified("enterprise not certified"),
                InviteDailyCap("today's 20 invitations sent")
            ],
        ))
        .routes(routes!(members::change_role).answering(
            Callers::Holding(Right::ManageMembers),
            codes![
                InvalidField,
                LastOwner("the last active owner"),
                MemberNotFound("no such member here")
            ],
        ))
        .routes(routes!(members::disable).answering(
            Callers::Holding(Right::ManageMembers),
            codes![
                InvalidField,
                LastOwner("the last active owner"),
                MemberNotFound("no such member here")
            ],
        ))
        .routes(routes!(members::enable).answering(
            Callers::Holding(Right::ManageMembers),
            codes![InvalidField, MemberNotFound("no such member here")],
        ))
        .routes(
            routes!(members::list)
                .answering(Callers::Holding(Right::ManageMembers), codes![InvalidField]),
        )
        .routes(routes!(members::resend_invite).answering(
            Callers::Holding(Right::ManageMembers),
            codes![
                InvalidField,
                InvitationNotFound("no such pending invitation of this enterprise"),
                InviteDailyCap("today's 20 invitations sent"),
                InviteResendCooldown("texted less than 10 minutes ago (data.retryAfterSeconds)"),
                InviteResendLimit("sent again 3 times already (data.max)"),
                InvitePhoneTextCap("the phone got its 5 texts today (data.max)")
            ],
        ))
        .routes(routes!(members::revoke_invite).answering(
            Callers::Holding(Right::ManageMembers),
            codes![
                InvalidField,
                InvitationNotFound("no such pending invitation of this enterprise")
            ],
        ))
        .routes(routes!(invitations::list).answering(Callers::SignedIn, codes![]))
        .routes(routes!(invitations::accept).answering(
            Callers::SignedIn,
            codes![
                InvalidField,
                AlreadyMember("already a member"),
                InvitationNotFound(
                    "no pending invitation of the caller's phone from that enterprise"
                )
            ],
        ))
        .routes(routes!(invitations::decline).answering(
            Callers::SignedIn,
            codes![
                InvalidField,
                InvitationNotFound(
                    "no pending invitation of the caller's phone from that enterprise"
                )
            ],
        ))
        .routes(routes!(invitations::send_code).answering(
            Callers::Public,
            codes![
                InvitationWithdrawn("the enterprise withdrew the invitation"),
                InvalidField("bad field"),
                SmsCooldown("resend cooldown"),
                SmsDailyCap("daily cap"),
                SmsUnavailable("SMS unavailable"),
                ShareLinkInvalid("link not valid"),
                ShareLinkExpired("link expired"),
                ShareLinkRevoked("link used")
            ],
        ))
        .routes(routes!(invitations::check_phone).answering(
            Callers::Public,
            codes![
                InvitationWithdrawn("the enterprise withdrew the invitation"),
                InvalidField,
                BadSmsCode("wrong or expired code (only the invited phone gets one)"),
                SmsCodeExhausted("code dead"),
                ShareLinkInvalid,
                ShareLinkExpired,
                ShareLinkRevoked("link used")
            ],
        ))
        .routes(routes!(invitations::detail).answering(
            Callers::Public,
            codes![
                InvitationWithdrawn("the enterprise withdrew the invitation"),
                PhoneCheckRequired("phone not verified"),
                InvitationNotFound("answered or expired"),
                ShareLinkInvalid,
                ShareLinkExpired,
                ShareLinkRevoked("link used")
            ],
        ))
        .routes(routes!(invitations::accept_by_link).answering(
            Callers::Public,
            codes![
                InvitationWithdrawn("the enterprise withdrew the invitation"),
                PhoneCheckRequired,
                AccountDisabled("account disabled"),
                AlreadyMember("already a member"),
                InvitationNotFound("answered or expired"),
                ShareLinkInvalid,
                ShareLinkExpired,
                ShareLinkRevoked("link used")
            ],
        ))
        .routes(routes!(invitations::decline_by_link).answering(
            Callers::Public,
            codes![
                InvitationWithdrawn("the enterprise withdrew the invitation"),
                PhoneCheckRequired,
                InvitationNotFound("answered or expired"),
                ShareLinkInvalid,
                ShareLinkExpired,
                ShareLinkRevoked("link used")
            ],
        ))
        .routes(routes!(ops::list).answering(
            Callers::Operators,
            codes![InvalidField("unknown status"), BadCursor("bad cursor")],
        ))
        .routes(routes!(ops::review).answering(
            Callers::Operators,
            codes![
                InvalidField("bad decision or a rejection without reason"),
                NotFound("no such enterprise"),
                ReviewNotPending("not waiting for review")
            ],
        ))
        .with_state(ports)
}
