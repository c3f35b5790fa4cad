use verity_core::ports::Needs;
use verity_core::settings::Settings;

#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    verity_http::telemetry::init();
    let ports = verity_adapters::aws::ports(&Settings::from_env(), Needs::TABLE).await?;
    lambda_http::run(fn_region::router(ports)).await
}
