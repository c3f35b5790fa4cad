domain_error! {
    #[derive(Debug, thiserror::Error)]
    pub enum CatalogError {
        #[error("package not found")]
        NotFound,
        /// A selection names a code the catalogue does not have.
        #[error("unknown catalogue item")]
        UnknownItem { field: String, code: String },
        #[error("package disabled")]
        PackageDisabled,
        /// The package got a new version since the form was loaded.
        #[error("package changed meanwhile")]
        PackageChanged { version: u32 },
    }
}

pub type CatalogResult<T> = Result<T, CatalogError>;
