//! AWS SDK clients, built once per cold start and reused by every request.
//! Endpoints are overridable for local engines (DynamoDB Local, moto).

use aws_config::{BehaviorVersion, SdkConfig};

pub async fn sdk_config() -> SdkConfig {
    aws_config::defaults(BehaviorVersion::latest()).load().await
}

pub fn dynamodb(sdk: &SdkConfig, endpoint: Option<&str>) -> aws_sdk_dynamodb::Client {
    let mut builder = aws_sdk_dynamodb::config::Builder::from(sdk);
    if let Some(url) = endpoint {
        builder = builder.endpoint_url(url);
    }
    aws_sdk_dynamodb::Client::from_conf(builder.build())
}

pub fn s3(sdk: &SdkConfig, endpoint: Option<&str>) -> aws_sdk_s3::Client {
    let mut builder = aws_sdk_s3::config::Builder::from(sdk);
    if let Some(url) = endpoint {
        // Local engines answer on one host: path-style addressing.
        builder = builder.endpoint_url(url).force_path_style(true);
    }
    aws_sdk_s3::Client::from_conf(builder.build())
}

pub fn sns(sdk: &SdkConfig, endpoint: Option<&str>) -> aws_sdk_sns::Client {
    let mut builder = aws_sdk_sns::config::Builder::from(sdk);
    if let Some(url) = endpoint {
        builder = builder.endpoint_url(url);
    }
    aws_sdk_sns::Client::from_conf(builder.build())
}
