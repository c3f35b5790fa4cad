//! The size of a cursor-paged list, one rule for every list call.

use crate::ApiError;

/// `requested` within `1..=max` (`default` when absent), else 1002 on `pageSize`.
pub fn page_size(requested: Option<u32>, default: usize, max: u32) -> Result<usize, ApiError> {
    match requested {
        None => Ok(default),
        Some(n) if (1..=max).contains(&n) => Ok(n as usize),
        Some(_) => Err(ApiError::invalid(
            "pageSize",
            verity_core::text!("must be from 1 to {max}", "须为 1 到 {max} 之间的整数"),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::page_size;

    #[test]
    fn absent_is_the_default_and_out_of_range_is_refused() {
        assert_eq!(page_size(None, 20, 100).unwrap(), 20);
        assert_eq!(page_size(Some(100), 20, 100).unwrap(), 100);
        assert!(page_size(Some(0), 20, 100).is_err());
        assert!(page_size(Some(101), 20, 100).is_err());
    }
}
