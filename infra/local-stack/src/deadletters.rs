//! `verity-local deadletters [list | redrive <id> | redrive --all]`: the
//! events that kept failing, listed one a line (id, kind, age, queue; never
//! a payload) and handed back to the processor.
//!
//! Locally it reads the data folder's `events/dead` (a redrive moves the
//! event back to `events/queue`, which a running local stack picks up within
//! seconds). With `VERITY_BACKEND=aws` the same command works on the SQS
//! dead-letter queues named by `VERITY_DEAD_LETTER_QUEUE_URLS`, redriving
//! to `VERITY_EVENTS_QUEUE_URL` (`SQS_ENDPOINT` for a local engine). It
//! needs neither the table nor the secret.

use std::io::Write;
use std::sync::Arc;

use verity_core::dead_letters::{DeadLetterSettings, DeadLetters};
use verity_core::settings::Settings;

/// Lines a `list` prints at most.
pub const LIST_LIMIT: usize = 1000;

pub const USAGE: &str = "usage: verity-local deadletters [list | redrive <id> | redrive --all]";

/// The dead letters the environment points at.
pub async fn port(settings: &Settings) -> Result<Arc<dyn DeadLetters>, Box<dyn std::error::Error>> {
    if settings.aws {
        let sdk = verity_adapters::aws::sdk_config().await;
        return Ok(verity_adapters::aws::dead_letters(
            &sdk,
            &DeadLetterSettings::from_env(),
        )?);
    }
    Ok(Arc::new(
        verity_adapters::dead_folder::FolderDeadLetters::new(&settings.data_dir.join("events")),
    ))
}

/// `3d4h`, `12m`, `40s`: how long ago `at` (epoch ms) was.
pub fn age(now: i64, at: i64) -> String {
    if at <= 0 {
        return "?".into();
    }
    let secs = (now - at).max(0) / 1000;
    match secs {
        s if s >= 86_400 => format!("{}d{}h", s / 86_400, s % 86_400 / 3600),
        s if s >= 3600 => format!("{}h{}m", s / 3600, s % 3600 / 60),
        s if s >= 60 => format!("{}m", s / 60),
        s => format!("{s}s"),
    }
}

/// Runs the command's `args` (what follows `deadletters`) on `dead`,
/// writing its lines to `out`.
pub async fn run(
    dead: &dyn DeadLetters,
    args: &[String],
    now: i64,
    out: &mut dyn Write,
) -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args.as_slice() {
        [] | ["list"] => {
            let listed = dead.list(LIST_LIMIT).await?;
            for d in &listed {
                writeln!(out, "{}\t{}\t{}\t{}", d.id, d.kind, age(now, d.at), d.queue)?;
            }
            let total: u64 = dead.counts().await?.iter().map(|c| c.count).sum();
            writeln!(out, "{total} dead event(s)")?;
            Ok(())
        }
        ["redrive", "--all"] => {
            let moved = dead.redrive_all().await?;
            writeln!(out, "redriven: {moved}")?;
            Ok(())
        }
        ["redrive", id] if !id.starts_with('-') => {
            if dead.redrive(id).await? {
                writeln!(out, "redriven: {id}")?;
                Ok(())
            } else {
                Err(format!("no dead event {id}").into())
            }
        }
        _ => Err(USAGE.into()),
    }
}

/// The command as `main` calls it.
pub async fn main(settings: &Settings, args: &[String]) -> Result<(), Box<dyn std::error::Error>> {
    let dead = port(settings).await?;
    run(
        dead.as_ref(),
        args,
        verity_core::clock::now_millis(),
        &mut std::io::stdout().lock(),
    )
    .await
}

#[cfg(test)]
mod tests {
    use super::age;

    #[test]
    fn ages_read_in_the_largest_units() {
        let now = 10 * 86_400_000;
        assert_eq!(age(now, now - 40_000), "40s");
        assert_eq!(age(now, now - 12 * 60_000), "12m");
        assert_eq!(age(now, now - (3 * 3600 + 5 * 60) * 1000), "3h5m");
        assert_eq!(age(now, now - (2 * 86_400 + 4 * 3600) * 1000), "2d4h");
        assert_eq!(age(now, 0), "?");
    }
}
