use verity_local::{seed_all, serve};
use verity_shared::ports::{Ports, Settings};

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    verity_shared::telemetry::init();
    let settings = Settings::from_env();
    match std::env::args().nth(1).as_deref() {
        // Seeds reference data wherever the environment points (AWS included).
        Some("seed") => {
            let ports = Ports::from_env(&settings).await?;
            seed_all(&ports, false).await?;
            Ok(())
        }
        None | Some("serve") => serve(settings).await,
        Some(other) => Err(format!("unknown command {other}; use `serve` or `seed`").into()),
    }
}
