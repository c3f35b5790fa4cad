//! Screening packages: the platform's catalogue of screening items and each
//! enterprise's packages built from them. A package is versioned: an update
//! writes a new version; orders name the version they were placed with, so
//! a later change never alters what an order bought or cost.
//!
//! | item | pk | sk | access patterns served |
//! |---|---|---|---|
//! | catalogue item | `CATALOG` | `ITEM#<code>` | the whole catalogue (one query; seeded, versioned by `SEED`/`catalog`) |
//! | package | `ENT#<enterpriseId>` | `PKG#<packageId>` | a package by id under its enterprise; the enterprise's packages by status, most recently changed first (gsi1 `PKGS#<enterpriseId>#<status>`, `<updatedAt>#<packageId>`) |
//! | package version | `ENT#<enterpriseId>` | `PKGV#<packageId>#<version, 6 digits>` | one version (orders); the history, newest first |
//!
//! Prices are computed here from the catalogue, never taken from a client.

mod error;
pub mod items;
pub mod packages;

pub use error::{CatalogError, CatalogResult};
pub use items::{catalog, CatalogItem};
pub use packages::{Package, PackageLine, PackageStatus, PackageVersion, Selection};
