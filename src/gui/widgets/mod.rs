//! What several views draw: colours and headings ([`theme`]), the segment map, the
//! speed graph, the workers' lanes and progress, and the reasons a file has no checksum.

pub mod algorithm_picker;
pub mod reasons;
pub mod segment_map;
pub mod theme;
pub mod throughput;
pub mod workers_view;
