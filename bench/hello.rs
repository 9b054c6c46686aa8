//! The floor: the cheapest Rust process, built with hookjudge's release profile.

fn main() {
    println!("hello");
}
