//! An axum hello world on 127.0.0.1:$PORT: the ceiling the warm benchmark
//! (`infra/scripts/bench/warm.sh`) measures each route against, built with
//! the same profile and runtime as the local stack.

use axum::routing::get;
use axum::Router;

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let port: u16 = std::env::var("PORT")
        .ok()
        .and_then(|p| p.parse().ok())
        .unwrap_or(3001);
    let app = Router::new().route("/", get(|| async { "Hello, World!" }));
    let listener = tokio::net::TcpListener::bind(("127.0.0.1", port)).await?;
    axum::serve(listener, app).await
}
