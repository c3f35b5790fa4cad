//! The `package` group: the platform's catalogue of screening items and the
//! enterprise's packages (versioned; priced on the server). Every member
//! reads them; owners and admins change them. Rules and storage:
//! `verity_domain::catalog`; this crate is the HTTP surface.

pub mod calls;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use verity_core::ports::{Needs, Ports};
use verity_domain::identity::Right;
use verity_http::Function;
use verity_http::{codes, Answering, Callers};

/// The `package` function: over the table only. Its seed loads the catalogue.
pub const FUNCTION: Function = Function {
    name: "package",
    needs: Needs::TABLE.without_secret(),
    routes,
    seed: Some(|ports| Box::pin(seed(ports))),
};

fn routes(ports: Ports) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(
            routes!(calls::catalog::catalog)
                .answering(Callers::Holding(Right::ViewPackages), codes![]),
        )
        .routes(routes!(calls::create::create).answering(
            Callers::Holding(Right::ManagePackages),
            codes![
                InvalidField("bad field (data.field, e.g. items[1].quantity)"),
                UnknownCatalogItem("unknown catalogue code (data.field, data.code)")
            ],
        ))
        .routes(routes!(calls::list::list).answering(
            Callers::Holding(Right::ViewPackages),
            codes![
                InvalidField("unknown status or a keyword over 50 characters"),
                BadCursor("bad cursor")
            ],
        ))
        .routes(routes!(calls::detail::detail).answering(
            Callers::Holding(Right::ViewPackages),
            codes![NotFound("no such package in this enterprise")],
        ))
        .routes(routes!(calls::update::update).answering(
            Callers::Holding(Right::ManagePackages),
            codes![
                InvalidField("bad field"),
                NotFound("no such package"),
                UnknownCatalogItem("unknown catalogue code"),
                PackageDisabled("package disabled"),
                PackageChanged("changed meanwhile (data.version)")
            ],
        ))
        .routes(routes!(calls::disable::disable).answering(
            Callers::Holding(Right::ManagePackages),
            codes![NotFound("no such package")],
        ))
        .routes(routes!(calls::enable::enable).answering(
            Callers::Holding(Right::ManagePackages),
            codes![NotFound("no such package")],
        ))
        .with_state(ports)
}

async fn seed(ports: &Ports) -> verity_http::function::SeedResult {
    use verity_domain::catalog::items;
    match items::seed(ports.table.as_ref()).await {
        Ok(true) => Ok(Some(format!("catalogue {}", items::CATALOG_VERSION))),
        Ok(false) => Ok(None),
        Err(e) => Err(e.to_string()),
    }
}

/// Demo data: two ready packages for the demo enterprise (fixed ids).
pub async fn demo(ports: &Ports, enterprise_id: &str, user_id: &str) -> Result<bool, String> {
    use verity_domain::catalog::packages::{ensure, Draft};
    use verity_domain::catalog::Selection;
    let pick = |codes: &[(&str, u32)]| -> Vec<Selection> {
        codes
            .iter()
            .map(|(code, quantity)| Selection {
                code: code.to_string(),
                quantity: *quantity,
            })
            .collect()
    };
    let standard = pick(&[
        ("identity", 1),
        ("education", 1),
        ("employment", 2),
        ("court", 1),
        ("dishonest", 1),
    ]);
    let finance = pick(&[
        ("identity", 1),
        ("court", 1),
        ("dishonest", 1),
        ("financial_risk", 1),
        ("business_interests", 1),
        ("sanctions", 1),
    ]);
    let mut wrote = false;
    for (id, name, description, items) in [
        (
            "demo-standard",
            "标准入职背调",
            "身份核验、学历、最近两段工作经历和法院记录，适用于大多数岗位。",
            &standard,
        ),
        (
            "demo-finance",
            "金融及管理岗背调",
            "身份核验、法院与失信记录、金融风险、对外投资任职和制裁名单核查。",
            &finance,
        ),
    ] {
        let draft = Draft {
            name,
            description,
            items,
        };
        wrote |= ensure(ports, enterprise_id, id, user_id, &draft)
            .await
            .map_err(|e| e.to_string())?;
    }
    Ok(wrote)
}
