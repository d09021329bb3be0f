//! What several views draw: colours and headings ([`theme`]), the segment map, the
//! speed graph, the workers' lanes and progress, the reasons a file has no checksum,
//! and names shortened so that rows stay told apart ([`elide`]).

pub mod algorithm_picker;
pub mod elide;
pub mod reasons;
pub mod segment_map;
pub mod theme;
pub mod throughput;
pub mod workers_view;
