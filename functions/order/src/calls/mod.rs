//! The order calls, one file an operation. Placing, cancelling and reminding
//! need `OrderChecks` (owners, admins, operators); reading and exporting
//! `ViewRecords` (every member); full names, the reveal and search by part of
//! a name `ViewCandidates` (owners, admins, operators); an unmasked export
//! `ManageEnterprise` (owners, admins), audited. An order id is looked up
//! under the caller's enterprise, so another enterprise's id is 1007.

pub mod cancel;
pub mod create;
pub mod detail;
pub mod export;
pub mod list;
pub mod processing_record;
pub mod remind;
pub mod reveal;

use serde::Deserialize;
use utoipa::ToSchema;
use verity_core::ports::Ports;
use verity_core::types::EntityId;
use verity_domain::orders::model::Order;
use verity_domain::orders::reveal as revealed;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OrderIdRequest {
    #[schema(value_type = String)]
    pub order_id: EntityId,
}

/// The full name for members who see candidates, else the mask.
pub fn candidate_name(ports: &Ports, o: &Order, sees_candidates: bool) -> String {
    if sees_candidates {
        revealed::full_name(ports, o)
    } else {
        o.name_mask.clone()
    }
}

/// The ETA of an order still open (none once it ended).
fn open_eta(o: &Order) -> Option<i64> {
    if o.status.is_open() {
        o.eta_at
    } else {
        None
    }
}

/// Declares a request that filters the enterprise's orders (`order/list`,
/// `order/export`): the fields written, then the filters, written once here
/// with `filter()` that reads them. The filters' descriptions come from the
/// caller (`result`, `from`, `to`, `keyword`), the paging from
/// [`verity_http::list_request!`] (`unpaged` for none).
macro_rules! order_filters {
    (
        $(#[$meta:meta])*
        pub struct $name:ident { $($fields:tt)* }
        result: $(#[$result:meta])*;
        from: $(#[$from:meta])*;
        to: $(#[$to:meta])*;
        keyword: $(#[$keyword:meta])*;
        $($paging:tt)*
    ) => {
        verity_http::list_request! {
            $(#[$meta])*
            pub struct $name {
                $($fields)*
                #[serde(default)]
                pub status: Option<verity_domain::orders::OrderStatus>,
                $(#[$result])*
                #[serde(default)]
                #[schema(value_type = Option<String>)]
                pub result: Option<verity_core::provider::ItemResult>,
                #[schema(value_type = Option<String>)]
                #[serde(default)]
                pub package_id: Option<verity_core::types::EntityId>,
                #[schema(value_type = Option<String>)]
                #[serde(default)]
                pub batch_id: Option<verity_core::types::EntityId>,
                $(#[$from])*
                #[serde(default)]
                pub from: Option<i64>,
                $(#[$to])*
                #[serde(default)]
                pub to: Option<i64>,
                $(#[$keyword])*
                #[schema(value_type = Option<String>)]
                #[serde(default)]
                pub keyword: Option<verity_http::paging::Keyword>,
            }
            $($paging)*
        }

        impl $name {
            /// The filters as the domain reads them; 1002 on `to` when the
            /// range ends before it starts.
            fn filter(
                &self,
                sees_candidates: bool,
            ) -> Result<verity_domain::orders::list::Filter, verity_http::ApiError> {
                if let (Some(from), Some(to)) = (self.from, self.to) {
                    if to < from {
                        return Err(verity_http::ApiError::invalid(
                            "to",
                            verity_core::text::Text::new(
                                "the range ends before it starts",
                                "结束时间早于开始时间",
                            ),
                        ));
                    }
                }
                Ok(verity_domain::orders::list::Filter {
                    status: self.status,
                    result: self.result,
                    package_id: self.package_id.as_ref().map(|p| p.to_string()),
                    batch_id: self.batch_id.as_ref().map(|b| b.to_string()),
                    from: self.from,
                    to: self.to,
                    keyword: self.keyword.as_ref().map(|k| k.as_str().to_string()),
                    partial: sees_candidates,
                })
            }
        }
    };
}
use order_filters;
