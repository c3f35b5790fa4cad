//! The portal's public address, for links the server hands out (QR
//! payloads, consent, dispute and job links, the verification URL of a
//! report PDF). It comes from configuration only, never from a request's
//! `Origin`, `Referer` or `Host`: a forged header must not make the platform
//! text a candidate a link to another host (issue 22, rule 3).

use verity_core::ports::Ports;

/// The configured public address (`VERITY_PUBLIC_BASE`; the local stack's own).
pub fn public_base(ports: &Ports) -> String {
    ports.auth.public_base.clone()
}
