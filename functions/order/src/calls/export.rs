//! `order/export`: the filtered list as a file.

use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_domain::batches::view::narrow_to_batch;
use verity_domain::identity::Right;
use verity_domain::orders::list::{self};
use verity_domain::orders::model::Order;
use verity_domain::orders::reveal::{self};
use verity_http::lang::{self, Lang};
use verity_http::sheet::{self, Cell, Sheet};
use verity_http::{ApiError, ApiJson, ApiResult, Reply, Session};

use super::order_filters;

/// The most rows one export holds; narrow the filters for more.
pub const MAX_EXPORT_ROWS: usize = 20_000;

order_filters! {
    pub struct OrderExportRequest {
        /// `csv` or `xlsx`.
        #[schema(value_type = String)]
        pub format: sheet::Format,
        /// Full names, phones and ID numbers instead of masks: owners and admins only
        /// (-6 otherwise); written to the enterprise's audit log (`orders.exportedUnmasked`).
        #[serde(default)]
        pub unmasked: bool,
    }
    result: ;
    from: ;
    to: ;
    keyword: ;
    unpaged
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderExportReply {
    /// A signed download, valid 10 minutes.
    pub url: String,
    pub file_name: String,
    pub rows: usize,
}

/// The filtered list as a file: masked, or unmasked for an admin who asks (audited).
#[utoipa::path(
    post,
    path = "/api/base/order/export",
    operation_id = "orderExport",
    tag = "order",
    request_body = OrderExportRequest,
    security(("bearer" = [])),
    responses((status = 200, description = "Envelope whose data is {url, fileName, rows}: at most 20,000 orders, newest first. `unmasked`: owners and admins only, audited.", body = OrderExportReply))
)]
pub async fn export(
    State(ports): State<Ports>,
    session: Session,
    ApiJson(req): ApiJson<OrderExportRequest>,
) -> ApiResult<OrderExportReply> {
    let member = session.require(Right::ViewRecords)?;
    if req.unmasked {
        session.require(Right::ManageEnterprise)?;
    }
    let sees = member.role.has(Right::ViewCandidates);
    let f = narrow_to_batch(&ports, &member.enterprise_id, req.filter(sees)?).await?;
    let orders = list::all(&ports, &member.enterprise_id, &f, MAX_EXPORT_ROWS).await?;
    if req.unmasked {
        let actor = session.actor(&ports, None).await?;
        reveal::exported_unmasked(
            &ports,
            &member.enterprise_id,
            &actor,
            orders.len(),
            req.format.as_str(),
        )
        .await?;
    }
    let table = export_sheet(&ports, &orders, lang::current(), req.unmasked)?;
    let folder = format!("order-exports/{}", member.enterprise_id);
    let (url, file_name) = sheet::publish(&ports, &folder, "orders", req.format, &table).await?;
    Ok(Reply(OrderExportReply {
        url,
        file_name,
        rows: orders.len(),
    }))
}

fn export_sheet(
    ports: &Ports,
    orders: &[Order],
    lang: Lang,
    unmasked: bool,
) -> Result<Sheet, ApiError> {
    let mut headers = match lang {
        Lang::ZhCn => vec![
            "订单号",
            "候选人",
            "手机号",
            "套餐",
            "状态",
            "结果",
            "金额（元）",
            "下单时间",
            "完成时间",
        ],
        Lang::EnUs => vec![
            "Order no.",
            "Candidate",
            "Phone",
            "Package",
            "Status",
            "Result",
            "Price (CNY)",
            "Ordered at",
            "Finished at",
        ],
    };
    let mut widths = vec![20.0, 10.0, 14.0, 24.0, 10.0, 10.0, 12.0, 20.0, 20.0];
    if unmasked {
        headers.insert(
            3,
            match lang {
                Lang::ZhCn => "身份证号",
                Lang::EnUs => "ID number",
            },
        );
        widths.insert(3, 22.0);
    }
    let open =
        |e: verity_core::pii::PiiError| ApiError::from(verity_core::failure::Internal::new(e));
    let mut rows = Vec::with_capacity(orders.len());
    for o in orders {
        let mut row = if unmasked && o.is_erased() {
            // Erased: nothing to unmask (`***` in every column).
            vec![
                Cell::text(o.order_no.clone()),
                Cell::text(o.name_mask.clone()),
                Cell::text(o.phone_mask.clone()),
                Cell::text(o.id_number_mask.clone()),
            ]
        } else if unmasked {
            vec![
                Cell::text(o.order_no.clone()),
                Cell::text(o.candidate_name_enc.open(&ports.pii).map_err(open)?),
                Cell::text(o.candidate_phone_enc.open(&ports.pii).map_err(open)?),
                Cell::text(o.candidate_id_number_enc.open(&ports.pii).map_err(open)?),
            ]
        } else {
            vec![
                Cell::text(o.order_no.clone()),
                Cell::text(o.name_mask.clone()),
                Cell::text(o.phone_mask.clone()),
            ]
        };
        row.extend([
            Cell::text(o.package_name.clone()),
            Cell::text(sheet::status_name(o.status, lang)),
            Cell::text(sheet::result_name(o.result, lang)),
            Cell::Money(o.price_fen),
            Cell::text(sheet::when(o.created_at)),
            Cell::text(o.completed_at.map(sheet::when).unwrap_or_default()),
        ]);
        rows.push(row);
    }
    Ok(Sheet {
        headers,
        widths,
        rows,
    })
}
