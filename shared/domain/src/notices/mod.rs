//! Notices: what the console's bell tells an enterprise's members (issue
//! 23). The flows that something happened in (the enterprise's review, a
//! report, a dispute, a batch, a recharge, the balance, a work order
//! answer) call one hook in [`raise`], which publishes `notice.raise` with
//! identifiers and amounts only; the processor writes one notice per member
//! to be told (the owner and admins who hold the kind's right, plus the
//! member who placed the order or batch, or raised the work order) and
//! texts the kinds that matter, within the phone's daily cap. The text of a
//! notice is rendered when it is read, in the reader's language ([`text`]).
//! [`inbox`] lists a member's notices in their current enterprise, filtered
//! by the rights they hold now, and marks them read.
//!
//! | item | pk | sk | index keys | access patterns served |
//! |---|---|---|---|---|
//! | notice | `INBOX#<userId>#<enterpriseId>` | `NOTICE#<noticeId>` | gsi1 `INBOX#<userId>#<enterpriseId>`, `<createdAt>#<noticeId>`; while unread gsi2 `INBOXUNREAD#<userId>#<enterpriseId>`, same sort key | newest first; unread only; by id in the caller's own inbox (another's id is simply not there); put if absent |
//! | inbox count | `INBOX#<userId>#<enterpriseId>` | `COUNT` | – | unread and total per audience: the badge in one read |
//! | text claim | `INBOX#<userId>#<enterpriseId>` | `SMS#<noticeId>` | – | one text per notice and member however often the event comes |

mod error;
pub mod inbox;
pub mod model;
pub mod raise;
pub mod text;

pub use error::{NoticeError, NoticeResult};
pub use inbox::{InboxPage, Reader, Target};
pub use model::{Audience, Notice, NoticeKind, NoticeParams};
pub use raise::{Raise, RAISE_EVENT};
pub use text::Lang;
