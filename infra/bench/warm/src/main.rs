//! Seeds the warm benchmark's volume (issue 27, target 2) into the local
//! stack's data folder (`VERITY_DATA_DIR`), through the domain's own
//! operations so every item is the shape the portal writes: reference data
//! and demo accounts as `verity-local` seeds them, then `ENTERPRISES`
//! certified enterprises, each with an owner (password `Verity#2026`), a
//! package of five sandbox-graded checks, sandbox recharges, one signed
//! paper authorization and `ORDERS` offline orders placed by
//! `orders::create` (the charge, its ledger entry, the screening items). The
//! in-process processor runs every order to its end (sandbox provider:
//! items graded, report assembled, notices raised), as in the local stack.
//! One more enterprise (`burst`) gets a balance and no order: the burst test
//! orders there.
//!
//!   VERITY_DATA_DIR=… verity-bench-seed ENTERPRISES ORDERS > accounts.json
//!
//! Prints the accounts as JSON (`{enterprises: [{phone, enterpriseId,
//! packageId}], burst: {…}}`).

use std::sync::Arc;

use serde_json::json;
use verity_core::ports::Ports;
use verity_core::provider::GivenDetails;
use verity_core::settings::Settings;
use verity_domain::billing::recharge::{self, Method, RechargeRequest};
use verity_domain::catalog::packages::{self, Draft, Selection};
use verity_domain::enterprise::{self, review, Actor};
use verity_domain::files::{self, Purpose};
use verity_domain::identity::accounts::{self, NewUser, User, UserKind};
use verity_domain::orders::model::AuthMode;
use verity_domain::orders::{self, Candidate, NewOrder};

type Error = Box<dyn std::error::Error + Send + Sync>;

/// The items every seeded package holds: each graded by the sandbox provider.
const ITEMS: [&str; 5] = ["identity", "education", "employment", "court", "dishonest"];
/// The first bytes of a PNG: the signed authorization's scan.
const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR";

fn main() -> Result<(), Error> {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .map(|a| a.parse())
        .collect::<Result<_, _>>()?;
    let [enterprises, orders] = args[..] else {
        return Err("usage: verity-bench-seed ENTERPRISES ORDERS_EACH".into());
    };
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?
        .block_on(seed(enterprises, orders))
}

async fn seed(enterprises: usize, orders_each: usize) -> Result<(), Error> {
    let mut settings = Settings::from_env();
    settings.secret = Some(verity_adapters::embedded::secret(&settings)?);
    let ports = verity_local::local_ports(&settings).await?;
    verity_local::seed_all(&ports, true)
        .await
        .map_err(|e| e.to_string())?;
    let password = verity_domain::identity::password::hash(
        ports.auth.argon2,
        fn_user::seed::DEMO_PASSWORD_MD5,
    )
    .await
    .map_err(|e| format!("{e:?}"))?;
    let password = Arc::new(password);
    let started = std::time::Instant::now();
    // Enterprises in parallel (each one's balance takes its orders one by one).
    let gate = Arc::new(tokio::sync::Semaphore::new(4));
    let mut tasks = tokio::task::JoinSet::new();
    for e in 0..=enterprises {
        let (ports, password, gate) = (ports.clone(), password.clone(), gate.clone());
        let burst = e == enterprises;
        tasks.spawn(async move {
            let _turn = gate.acquire_owned().await?;
            let n = if burst { 0 } else { orders_each };
            let seeded = enterprise_with_orders(&ports, e, n, &password).await?;
            if e % 10 == 0 {
                eprintln!("seeded enterprise {e} ({n} orders)");
            }
            Ok::<_, Error>((e, seeded))
        });
    }
    let mut seeded = Vec::new();
    while let Some(done) = tasks.join_next().await {
        seeded.push(done??);
    }
    seeded.sort_by_key(|(e, _)| *e);
    ports.events.drained().await;
    eprintln!(
        "seeded {enterprises} enterprises × {orders_each} orders in {:.0} s",
        started.elapsed().as_secs_f64()
    );
    let burst = seeded.pop().map(|(_, s)| s);
    let list: Vec<_> = seeded.into_iter().map(|(_, s)| s).collect();
    println!(
        "{}",
        json!({ "enterprises": list, "burst": burst, "password": fn_user::seed::DEMO_PASSWORD_MD5 })
    );
    Ok(())
}

/// Enterprise `e`: an owner, certified, a package, a balance for `n` orders
/// (plus room for the burst's), one paper authorization and `n` orders.
async fn enterprise_with_orders(
    ports: &Ports,
    e: usize,
    n: usize,
    password: &str,
) -> Result<serde_json::Value, Error> {
    let phone = format!("139{e:08}");
    let owner = match accounts::user_by_phone(ports, &phone).await? {
        Some(u) => u,
        None => {
            accounts::create_user(
                ports,
                &NewUser {
                    phone: &phone,
                    kind: UserKind::Account,
                    name: Some(&format!("压测负责人{e:03}")),
                    password_hash: Some(password),
                },
            )
            .await?
        }
    };
    let enterprise_id =
        enterprise::create_enterprise(ports, &owner, &format!("压测企业{e:03}有限公司")).await?;
    certify(ports, &enterprise_id, &owner).await?;
    let items: Vec<Selection> = ITEMS
        .iter()
        .map(|code| Selection {
            code: code.to_string(),
            quantity: 1,
        })
        .collect();
    let package = packages::create(
        ports,
        &enterprise_id,
        &owner.user_id,
        &Draft {
            name: "标准背调",
            description: "",
            items: &items,
        },
    )
    .await?;
    // n orders plus 2,500 for a burst, in recharges the sandbox method accepts.
    let mut needed = package.price_fen * (n as i64 + 2_500);
    let mut r = 0;
    while needed > 0 {
        let amount = needed.min(verity_domain::billing::MAX_AMOUNT_FEN);
        let key = format!("bench-recharge-{e:04}-{r:03}");
        recharge::request(
            ports,
            RechargeRequest {
                enterprise_id: &enterprise_id,
                user_id: &owner.user_id,
                amount_fen: amount,
                method: Method::Sandbox,
                voucher_file_key: None,
                idempotency_key: &key,
                body_hash: "bench",
            },
        )
        .await?;
        needed -= amount;
        r += 1;
    }
    let consent = files::store(
        ports,
        &files::enterprise_owner(&enterprise_id),
        &owner.user_id,
        Purpose::Consent,
        "signed.png",
        "image/png",
        bytes::Bytes::from_static(PNG),
    )
    .await?
    .key;
    for i in 0..n {
        let serial = (e * n + i) as u32;
        let candidate_phone = format!("15{serial:09}");
        let id_number = id_number(serial);
        let key = format!("bench-order-{e:04}-{i:05}");
        orders::create(
            ports,
            &enterprise_id,
            &owner.user_id,
            NewOrder {
                package_id: &package.package_id,
                candidate: Candidate {
                    name: &format!("候选人{serial}"),
                    phone: &candidate_phone,
                    id_number: &id_number,
                    email: None,
                    given: GivenDetails {
                        school: Some("北京大学".into()),
                        employer: Some("示例科技有限公司".into()),
                        employment_period: Some("2019-03 – 2023-06".into()),
                        ..GivenDetails::default()
                    },
                },
                position: Some("工程师"),
                auth_mode: AuthMode::Offline,
                consent_file_key: Some(&consent),
                idempotency_key: &key,
                confirm_duplicate: true,
                link_base: &ports.auth.public_base,
                batch_id: None,
                registration_id: None,
            },
        )
        .await?;
        // Keep the processor's queue short: orders run to their end as placed.
        if i % 50 == 49 {
            ports.events.drained().await;
        }
    }
    Ok(json!({
        "index": e,
        "phone": phone,
        "enterpriseId": enterprise_id,
        "packageId": package.package_id,
        "priceFen": package.price_fen,
    }))
}

async fn certify(ports: &Ports, enterprise_id: &str, owner: &User) -> Result<(), Error> {
    let reviewer = Actor {
        user_id: "bench-reviewer".into(),
        label: "Platform review".into(),
        ip: None,
    };
    review::decide(ports, enterprise_id, review::Decision::Approve, &reviewer).await?;
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
    Ok(())
}

/// A valid 18-character ID number, different for each `n` below 336,000
/// (as `verity_testkit::id_number` makes them).
fn id_number(n: u32) -> String {
    let body = format!(
        "11010519{:02}{:02}{:02}{:03}",
        90 - (n / 336_000) % 10,
        (n / 28_000) % 12 + 1,
        (n / 1_000) % 28 + 1,
        n % 1_000
    );
    let check = verity_core::provider::id_check_char(&body).expect("17 digits");
    format!("{body}{check}")
}
