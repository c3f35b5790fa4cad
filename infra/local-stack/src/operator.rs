//! `verity-local operator create --phone <phone> [--name <name>]`: makes the
//! platform's first operator (platform role `ops`) on whatever the
//! environment points at (the embedded data folder, local engines, or AWS
//! with `VERITY_BACKEND=aws` and the table's name), so nobody edits the
//! table by hand. The account gets no password: the operator signs in with
//! an SMS code. Idempotent: a second run changes nothing; an existing
//! account with that phone is made an operator. Prints the phone masked.

use verity_core::pii::mask_phone;
use verity_core::ports::Ports;
use verity_core::types::{DisplayName, Phone};
use verity_domain::identity::accounts::{self, NewUser, PlatformRole, UserChange, UserKind};

pub const USAGE: &str = "usage: verity-local operator create --phone <phone> [--name <name>]";

/// What `operator create` was asked.
#[derive(Debug, PartialEq, Eq)]
pub struct Create {
    pub phone: Phone,
    pub name: Option<DisplayName>,
}

/// The command: the ports the environment names, one line printed.
pub async fn run(
    settings: &verity_core::settings::Settings,
    args: Vec<String>,
) -> Result<(), Box<dyn std::error::Error>> {
    let request = parse(&args)?;
    let ports = crate::local_ports(settings).await?;
    let (outcome, user_id) = create(&ports, &request).await?;
    println!("{}", report(&request, outcome, &user_id));
    ports.events.drained().await;
    Ok(())
}

/// Reads the arguments after `operator` (`create --phone … [--name …]`).
pub fn parse(args: &[String]) -> Result<Create, String> {
    let mut args = args.iter().map(String::as_str);
    if args.next() != Some("create") {
        return Err(USAGE.into());
    }
    let (mut phone, mut name) = (None, None);
    while let Some(flag) = args.next() {
        let value = args
            .next()
            .ok_or_else(|| format!("{flag} needs a value; {USAGE}"))?;
        match flag {
            "--phone" => phone = Some(Phone::parse(value).map_err(|e| format!("--phone: {e}"))?),
            "--name" => name = Some(DisplayName::parse(value).map_err(|e| format!("--name: {e}"))?),
            other => return Err(format!("unknown option {other}; {USAGE}")),
        }
    }
    let phone = phone.ok_or_else(|| format!("--phone is required; {USAGE}"))?;
    Ok(Create { phone, name })
}

/// What a run did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Created,
    /// An account with that phone existed and is an operator now.
    Promoted,
    Already,
}

/// Creates (or promotes) the operator; answers what was done and the user id.
pub async fn create(ports: &Ports, request: &Create) -> Result<(Outcome, String), String> {
    let phone = request.phone.as_str();
    let existing = accounts::user_by_phone(ports, phone)
        .await
        .map_err(|e| format!("cannot read the account: {e}"))?;
    let (user, created) = match existing {
        Some(user) => (user, false),
        None => {
            let new = NewUser {
                phone,
                kind: UserKind::Account,
                name: request.name.as_ref().map(DisplayName::as_str),
                password_hash: None,
            };
            match accounts::create_user(ports, &new).await {
                Ok(user) => (user, true),
                // Created by a run at the same moment: take that account.
                Err(_) => match accounts::user_by_phone(ports, phone).await {
                    Ok(Some(user)) => (user, false),
                    _ => return Err("cannot create the account".into()),
                },
            }
        }
    };
    if user.disabled() {
        return Err("the account with this phone is disabled: enable it first".into());
    }
    if user.platform_role == Some(PlatformRole::Ops) {
        let outcome = if created {
            Outcome::Created
        } else {
            Outcome::Already
        };
        return Ok((outcome, user.user_id));
    }
    accounts::update_user(
        ports,
        &user.user_id,
        &[UserChange::PlatformRole(PlatformRole::Ops)],
    )
    .await
    .map_err(|e| format!("cannot give the account the operator role: {e}"))?;
    let outcome = if created {
        Outcome::Created
    } else {
        Outcome::Promoted
    };
    Ok((outcome, user.user_id))
}

/// The line the command prints: the phone masked, never whole.
pub fn report(request: &Create, outcome: Outcome, user_id: &str) -> String {
    let what = match outcome {
        Outcome::Created => "created",
        Outcome::Promoted => "existing account made a platform operator",
        Outcome::Already => "already a platform operator, nothing changed",
    };
    format!(
        "platform operator {} (user {user_id}): {what}; they sign in with an SMS code",
        mask_phone(request.phone.as_str())
    )
}
