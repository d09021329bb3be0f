//! The services of the desktop that need no window: the app's identity, its private
//! data folder, the keys a person added, the hand-over from a later launch to the open
//! window, the file managers' menus, and the drives (listing them, and reading one
//! without being root). The window, the command line and the tests use them alike;
//! nothing here draws, and nothing here imports the window.

pub mod appearance;
pub mod data_dir;
pub mod drive_access;
pub mod drives;
pub mod file_chooser;
pub mod file_dialog;
pub mod file_managers;
pub mod files;
pub mod heap;
mod identity;
pub mod key_store;
pub mod single_instance;

pub use identity::{APP_ID, DESKTOP_ID};
