use verity_shared::ports::{Ports, Settings};

#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    verity_shared::telemetry::init();
    let ports = Ports::from_env(&Settings::from_env()).await?;
    lambda_http::run(fn_user::router(ports)).await
}
