//! Lambda's file system for a child process: everything read-only except a
//! scratch directory (Lambda's `/tmp`), enforced for root too.
//!
//! Permission bits do not stop root, and tests often run as root (CI,
//! containers), so a `chmod 0555` task root proves nothing there. Landlock
//! (Linux 5.13+) does: a process that restricts itself cannot regain the
//! rights, whatever its user, and no privilege is needed to do it. The rules
//! are made in the parent; the child only calls `prctl(NO_NEW_PRIVS)` and
//! `landlock_restrict_self` between fork and exec (both plain system calls).
//!
//! Where Landlock is missing (an old kernel, another OS, a seccomp filter
//! that refuses it) the caller still has the permission bits and its check
//! that the task root is unchanged afterwards; [`Confinement`] says which.

use std::fmt;
use std::path::Path;

/// How the child's writes are confined.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Confinement {
    /// Landlock, at this ABI version: the child can write only beneath its
    /// scratch directory (and to `/dev/null`), root included.
    Landlock { abi: i64 },
    /// No Landlock here: only the task root's permission bits (which root
    /// ignores) and the after-check on the task root.
    PermissionsOnly { why: String },
}

impl fmt::Display for Confinement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Confinement::Landlock { abi } => write!(
                f,
                "Landlock ABI {abi}: writes refused outside the scratch directory, root included"
            ),
            Confinement::PermissionsOnly { why } => write!(
                f,
                "permission bits only ({why}); the task root is checked for new files afterwards"
            ),
        }
    }
}

/// What [`crate::LambdaFunction::start`] gets on this machine.
pub fn probe() -> Confinement {
    match rules(&std::env::temp_dir()) {
        Ok(rules) => rules.confinement(),
        Err(why) => Confinement::PermissionsOnly { why },
    }
}

/// Rules made in the parent, applied in the child by [`Rules::apply_on`].
pub(crate) struct Rules {
    #[cfg(target_os = "linux")]
    ruleset: std::os::fd::OwnedFd,
    abi: i64,
}

impl Rules {
    pub(crate) fn confinement(&self) -> Confinement {
        Confinement::Landlock { abi: self.abi }
    }
}

/// Rules letting a process write beneath `scratch` (and to `/dev/null`)
/// only, or why they cannot be had here.
#[cfg(target_os = "linux")]
pub(crate) fn rules(scratch: &Path) -> Result<Rules, String> {
    linux::rules(scratch)
}

#[cfg(not(target_os = "linux"))]
pub(crate) fn rules(_scratch: &Path) -> Result<Rules, String> {
    Err("Landlock exists on Linux only".into())
}

impl Rules {
    /// Makes `cmd`'s process restrict itself to the rules before it execs.
    /// The rules must outlive the spawn.
    #[cfg(target_os = "linux")]
    pub(crate) fn apply_on(&self, cmd: &mut tokio::process::Command) {
        use std::os::fd::AsRawFd;
        let fd = self.ruleset.as_raw_fd();
        // SAFETY: the closure runs between fork and exec and only makes two
        // system calls (async-signal-safe); it allocates nothing.
        unsafe {
            cmd.pre_exec(move || linux::restrict_self(fd));
        }
    }

    #[cfg(not(target_os = "linux"))]
    pub(crate) fn apply_on(&self, _cmd: &mut tokio::process::Command) {}
}

#[cfg(target_os = "linux")]
mod linux {
    use std::fs::OpenOptions;
    use std::io;
    use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
    use std::os::unix::fs::OpenOptionsExt;
    use std::path::Path;

    use super::Rules;

    // From <linux/landlock.h>.
    const CREATE_RULESET_VERSION: libc::c_uint = 1;
    const RULE_PATH_BENEATH: libc::c_int = 1;
    const WRITE_FILE: u64 = 1 << 1;
    const REMOVE_DIR: u64 = 1 << 4;
    const REMOVE_FILE: u64 = 1 << 5;
    const MAKE_CHAR: u64 = 1 << 6;
    const MAKE_DIR: u64 = 1 << 7;
    const MAKE_REG: u64 = 1 << 8;
    const MAKE_SOCK: u64 = 1 << 9;
    const MAKE_FIFO: u64 = 1 << 10;
    const MAKE_BLOCK: u64 = 1 << 11;
    const MAKE_SYM: u64 = 1 << 12;
    /// ABI 2: linking or renaming across directories.
    const REFER: u64 = 1 << 13;
    /// ABI 3: truncating a file.
    const TRUNCATE: u64 = 1 << 14;

    #[repr(C)]
    struct RulesetAttr {
        handled_access_fs: u64,
    }

    #[repr(C, packed)]
    struct PathBeneathAttr {
        allowed_access: u64,
        parent_fd: i32,
    }

    fn last_error(what: &str) -> String {
        format!("{what}: {}", io::Error::last_os_error())
    }

    pub(super) fn rules(scratch: &Path) -> Result<Rules, String> {
        // SAFETY: the version query takes no attribute (null, size 0).
        let abi = unsafe {
            libc::syscall(
                libc::SYS_landlock_create_ruleset,
                std::ptr::null::<RulesetAttr>(),
                0usize,
                CREATE_RULESET_VERSION,
            )
        };
        if abi < 1 {
            return Err(last_error("Landlock is not available"));
        }
        // Every kind of write this ABI knows; reading and executing stay free.
        let mut writes = WRITE_FILE
            | REMOVE_DIR
            | REMOVE_FILE
            | MAKE_CHAR
            | MAKE_DIR
            | MAKE_REG
            | MAKE_SOCK
            | MAKE_FIFO
            | MAKE_BLOCK
            | MAKE_SYM;
        if abi >= 2 {
            writes |= REFER;
        }
        if abi >= 3 {
            writes |= TRUNCATE;
        }
        let attr = RulesetAttr {
            handled_access_fs: writes,
        };
        // SAFETY: `attr` is a valid landlock_ruleset_attr prefix of the size given.
        let fd = unsafe {
            libc::syscall(
                libc::SYS_landlock_create_ruleset,
                &attr as *const RulesetAttr,
                std::mem::size_of::<RulesetAttr>(),
                0u32,
            )
        };
        if fd < 0 {
            return Err(last_error("landlock_create_ruleset"));
        }
        // SAFETY: a new descriptor (close-on-exec) that nothing else owns.
        let ruleset = unsafe { OwnedFd::from_raw_fd(fd as RawFd) };
        allow(&ruleset, scratch, writes)?;
        // A file takes only the rights that apply to files.
        allow(
            &ruleset,
            Path::new("/dev/null"),
            writes & (WRITE_FILE | TRUNCATE),
        )?;
        Ok(Rules { ruleset, abi })
    }

    fn allow(ruleset: &OwnedFd, path: &Path, access: u64) -> Result<(), String> {
        let target = OpenOptions::new()
            .read(true)
            .custom_flags(libc::O_PATH | libc::O_CLOEXEC)
            .open(path)
            .map_err(|e| format!("cannot open {}: {e}", path.display()))?;
        let rule = PathBeneathAttr {
            allowed_access: access,
            parent_fd: target.as_raw_fd(),
        };
        // SAFETY: `rule` is a valid landlock_path_beneath_attr; both
        // descriptors are open for the call.
        let done = unsafe {
            libc::syscall(
                libc::SYS_landlock_add_rule,
                ruleset.as_raw_fd(),
                RULE_PATH_BENEATH,
                &rule as *const PathBeneathAttr,
                0u32,
            )
        };
        if done != 0 {
            return Err(last_error(&format!(
                "landlock_add_rule for {}",
                path.display()
            )));
        }
        Ok(())
    }

    /// In the child, between fork and exec.
    pub(super) fn restrict_self(ruleset: RawFd) -> io::Result<()> {
        // SAFETY: plain system calls on integers.
        unsafe {
            if libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 {
                return Err(io::Error::last_os_error());
            }
            if libc::syscall(libc::SYS_landlock_restrict_self, ruleset, 0u32) != 0 {
                return Err(io::Error::last_os_error());
            }
        }
        Ok(())
    }
}
