use verity_core::settings::Settings;
use verity_local::{local_ports, seed_all, serve};

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    verity_http::telemetry::init();
    let settings = Settings::from_env();
    match std::env::args().nth(1).as_deref() {
        // Seeds reference data wherever the environment points (AWS included).
        Some("seed") => {
            let ports = local_ports(&settings).await?;
            seed_all(&ports, false).await?;
            Ok(())
        }
        None | Some("serve") => serve(settings).await,
        Some(other) => Err(format!("unknown command {other}; use `serve` or `seed`").into()),
    }
}
