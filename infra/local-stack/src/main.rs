use verity_core::settings::Settings;
use verity_local::{local_ports, seed_all, serve};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    limit_malloc_arenas();
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?
        .block_on(run())
}

/// SQLite runs on tokio's blocking threads and glibc gives each thread its own
/// malloc arena, which keeps what it freed: a 10,000-row batch grew the process
/// from 70 MB to 250 MB. Two arenas keep it flat (measured in the batch benchmark).
fn limit_malloc_arenas() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets an allocator parameter; it runs before any other thread exists.
    unsafe {
        libc::mallopt(libc::M_ARENA_MAX, 2);
    }
}

async fn run() -> Result<(), Box<dyn std::error::Error>> {
    verity_http::telemetry::init();
    let settings = Settings::from_env();
    match std::env::args().nth(1).as_deref() {
        // Seeds reference data wherever the environment points (AWS included).
        Some("seed") => {
            let ports = local_ports(&settings).await?;
            seed_all(&ports, false).await?;
            Ok(())
        }
        // The first platform operator (docs/deploy.md), wherever the environment points.
        Some("operator") => {
            verity_local::operator::run(&settings, std::env::args().skip(2).collect()).await
        }
        None | Some("serve") => serve(settings).await,
        Some("deadletters") => {
            let args: Vec<String> = std::env::args().skip(2).collect();
            verity_local::deadletters::main(&settings, &args).await
        }
        Some(other) => Err(format!(
            "unknown command {other}; use `serve`, `seed`, `operator` or `deadletters`"
        )
        .into()),
    }
}
