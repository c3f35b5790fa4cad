use verity_core::settings::Settings;

/// Lambda entry point: the AWS adapters this function needs, its router.
#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    verity_http::telemetry::init();
    let function = &fn_me::FUNCTION;
    let ports = verity_adapters::aws::ports(&Settings::from_env(), function.needs).await?;
    lambda_http::run(function.router(ports)).await
}
