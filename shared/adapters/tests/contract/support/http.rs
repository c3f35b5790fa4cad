//! A plain HTTP/1.1 client for tests: what a browser would do with a signed
//! URL, and reads of moto's inspection API. Loopback only.

use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper_util::client::legacy::Client;
use hyper_util::rt::TokioExecutor;

pub struct Response {
    pub status: u16,
    pub content_type: Option<String>,
    pub body: Bytes,
}

impl Response {
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body).expect("a JSON body")
    }
}

/// Sends one request; `headers` are added as given.
pub async fn send(method: &str, url: &str, headers: &[(&str, &str)], body: Bytes) -> Response {
    let client = Client::builder(TokioExecutor::new()).build_http::<Full<Bytes>>();
    let mut request = http::Request::builder().method(method).uri(url);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let request = request
        .body(Full::new(body))
        .expect("a well-formed request");
    let response = client.request(request).await.expect("the server answers");
    let status = response.status().as_u16();
    let content_type = response
        .headers()
        .get(http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    let body = response
        .into_body()
        .collect()
        .await
        .expect("the body arrives")
        .to_bytes();
    Response {
        status,
        content_type,
        body,
    }
}

/// A browser's form upload: the fields in order, then the file part.
pub async fn post_form(
    url: &str,
    fields: &[(String, String)],
    content_type: &str,
    file: Bytes,
) -> Response {
    let boundary = "contractFormBoundary0d9f3c";
    let mut body = Vec::new();
    for (name, value) in fields {
        body.extend_from_slice(
            format!("--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n")
                .as_bytes(),
        );
    }
    body.extend_from_slice(
        format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"upload\"\r\n\
             Content-Type: {content_type}\r\n\r\n"
        )
        .as_bytes(),
    );
    body.extend_from_slice(&file);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    let form_type = format!("multipart/form-data; boundary={boundary}");
    send(
        "POST",
        url,
        &[("content-type", &form_type)],
        Bytes::from(body),
    )
    .await
}

pub async fn get(url: &str) -> Response {
    send("GET", url, &[], Bytes::new()).await
}

pub async fn put(url: &str, content_type: &str, body: Bytes) -> Response {
    send("PUT", url, &[("content-type", content_type)], body).await
}
