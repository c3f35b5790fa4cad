use lambda_runtime::{service_fn, Diagnostic, LambdaEvent};
use verity_core::settings::Settings;

/// Lambda entry point: the AWS adapters the processor needs; SQS batches
/// (answered with their failed records), the schedule, direct SNS.
#[tokio::main]
async fn main() -> Result<(), lambda_runtime::Error> {
    verity_http::telemetry::init();
    let ports = verity_adapters::aws::ports(&Settings::from_env(), fn_processor::NEEDS).await?;
    let processor = verity_domain::processor::Processor::new(ports);
    let processor = processor.as_ref();
    lambda_runtime::run(service_fn(
        move |event: LambdaEvent<serde_json::Value>| async move {
            fn_processor::on_invocation(processor, event.payload)
                .await
                .map_err(|e| Diagnostic {
                    error_type: "ProcessorError".into(),
                    error_message: e.to_string(),
                })
        },
    ))
    .await
}
