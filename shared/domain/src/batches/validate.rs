//! One row's fields against spec §5 and the package's columns. Messages
//! never echo the value; the screens show the code in the user's language.

use std::collections::BTreeMap;

use verity_core::provider::id_checksum_ok;
use verity_core::types::{
    CertificateNumber, Degree, Email, EmploymentPeriod, IdNumber, Institution, Phone, RealName,
    Reason,
};

use super::columns::Column;
use super::model::RowError;

/// A row's fields as typed (trimmed), by field key.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Fields {
    pub name: String,
    pub phone: String,
    pub id_number: String,
    pub email: String,
    pub position: String,
    /// Package fields (`school`, …).
    pub extra: BTreeMap<String, String>,
}

impl Fields {
    /// The row's cells at the columns' positions.
    pub fn from_cells(columns: &[Column], at: &[Option<usize>], cells: &[String]) -> Fields {
        let mut f = Fields::default();
        for (column, at) in columns.iter().zip(at) {
            let value = at
                .and_then(|i| cells.get(i))
                .map(|v| v.trim().to_string())
                .unwrap_or_default();
            f.set(column.field, value);
        }
        f
    }

    pub fn get(&self, field: &str) -> &str {
        match field {
            "name" => &self.name,
            "phone" => &self.phone,
            "idNumber" => &self.id_number,
            "email" => &self.email,
            "position" => &self.position,
            other => self.extra.get(other).map_or("", String::as_str),
        }
    }

    pub fn set(&mut self, field: &str, value: String) {
        match field {
            "name" => self.name = value,
            "phone" => self.phone = value,
            // Excel users type a lower-case x as often as not.
            "idNumber" => self.id_number = value.to_ascii_uppercase(),
            "email" => self.email = value,
            "position" => self.position = value,
            other => {
                self.extra.insert(other.to_string(), value);
            }
        }
    }
}

fn error(field: &str, code: &str, message: &str) -> RowError {
    RowError {
        field: field.to_string(),
        code: code.to_string(),
        message: message.to_string(),
        row: None,
    }
}

/// The row's own problems (not those against other rows or past orders).
pub fn check(columns: &[Column], f: &Fields) -> Vec<RowError> {
    let mut errors = Vec::new();
    for column in columns {
        let value = f.get(column.field);
        if value.is_empty() {
            if column.required {
                errors.push(error(column.field, "required", "this column is required"));
            }
            continue;
        }
        let problem = match column.field {
            "name" => RealName::parse(value)
                .err()
                .map(|m| ("invalid", m.into_en())),
            "phone" => Phone::parse(value).err().map(|m| ("invalid", m.into_en())),
            "idNumber" => match IdNumber::parse(value) {
                Err(m) => Some(("invalid", m.into_en())),
                Ok(id) if id.len() == 18 && !id_checksum_ok(&id) => Some((
                    "idCheck",
                    "the ID number's last character does not match (GB 11643)".to_string(),
                )),
                Ok(_) => None,
            },
            "email" => Email::parse(value).err().map(|m| ("invalid", m.into_en())),
            "position" => Reason::parse(value).err().map(|m| ("tooLong", m.into_en())),
            // The rules `order/create` applies to the same fields.
            "school" | "employer" => Institution::parse(value)
                .err()
                .map(|m| ("tooLong", m.into_en())),
            "degree" => Degree::parse(value).err().map(|m| ("tooLong", m.into_en())),
            "employmentPeriod" => EmploymentPeriod::parse(value)
                .err()
                .map(|m| ("tooLong", m.into_en())),
            "certificateNumber" => CertificateNumber::parse(value)
                .err()
                .map(|m| ("invalid", m.into_en())),
            _ if value.chars().count() > 100 => {
                Some(("tooLong", "at most 100 characters".to_string()))
            }
            _ => None,
        };
        if let Some((code, message)) = problem {
            errors.push(error(column.field, code, &message));
        }
    }
    errors
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::batches::columns::Column;

    fn columns() -> Vec<Column> {
        vec![
            Column {
                field: "name",
                zh: "姓名",
                en: "Name",
                required: true,
            },
            Column {
                field: "phone",
                zh: "手机号",
                en: "Mobile",
                required: true,
            },
            Column {
                field: "idNumber",
                zh: "身份证号",
                en: "ID number",
                required: true,
            },
            Column {
                field: "email",
                zh: "邮箱",
                en: "E-mail",
                required: false,
            },
            Column {
                field: "school",
                zh: "毕业院校",
                en: "School",
                required: true,
            },
        ]
    }

    fn fields(name: &str, phone: &str, id: &str, email: &str, school: &str) -> Fields {
        let mut f = Fields::default();
        for (k, v) in [
            ("name", name),
            ("phone", phone),
            ("idNumber", id),
            ("email", email),
            ("school", school),
        ] {
            f.set(k, v.to_string());
        }
        f
    }

    fn codes(errors: &[RowError]) -> Vec<(String, String)> {
        errors
            .iter()
            .map(|e| (e.field.clone(), e.code.clone()))
            .collect()
    }

    #[test]
    fn a_good_row_has_no_problems_and_a_lower_case_x_is_accepted() {
        assert!(check(
            &columns(),
            &fields(
                "王小明",
                "13900001111",
                "11010519491231002x",
                "",
                "北京大学"
            )
        )
        .is_empty());
    }

    #[test]
    fn each_field_says_what_is_wrong_with_it() {
        let errors = check(
            &columns(),
            &fields("", "2390000111", "110105194912310021", "no-at", ""),
        );
        assert_eq!(
            codes(&errors),
            vec![
                ("name".into(), "required".into()),
                ("phone".into(), "invalid".into()),
                ("idNumber".into(), "idCheck".into()),
                ("email".into(), "invalid".into()),
                ("school".into(), "required".into()),
            ]
        );
        assert!(errors.iter().all(|e| !e.message.contains("2390000111")));
    }
}
