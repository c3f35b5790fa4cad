//! An operator's yes or no on something waiting for review (an
//! enterprise's certification, a bank transfer), as requests name it.

use serde::{Deserialize, Deserializer};
use verity_core::text::Text;
use verity_core::types::refuse;

/// `approve` or `reject` (trimmed); anything else is refused while the body
/// is read: 1002 on `decision` ("decision: must be approve or reject").
/// In a request: `#[schema(value_type = String)] pub decision: Verdict`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Approve,
    Reject,
}

impl<'de> Deserialize<'de> for Verdict {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        match String::deserialize(d)?.trim() {
            "approve" => Ok(Verdict::Approve),
            "reject" => Ok(Verdict::Reject),
            _ => Err(refuse(Text::new(
                "decision: must be approve or reject",
                "须为 approve 或 reject",
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Verdict;

    #[test]
    fn approve_or_reject_and_nothing_else() {
        let read = |json: &str| serde_json::from_str::<Verdict>(json);
        assert_eq!(read("\" approve\"").unwrap(), Verdict::Approve);
        assert_eq!(read("\"reject\"").unwrap(), Verdict::Reject);
        assert!(read("\"maybe\"").is_err());
        assert!(read("\"\"").is_err());
    }
}
