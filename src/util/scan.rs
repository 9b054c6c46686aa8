//! Byte searches for the no-signal path that ask the CPU nothing.
//!
//! memchr's usual entry points first ask the CPU which vector extensions it
//! has (`cpuid`, once per process). In a virtual machine each `cpuid` traps
//! to the hypervisor: about 1% of a no-signal run, measured. x86-64 always
//! has SSE2, so these use memchr's SSE2 searchers directly; elsewhere they
//! are memchr's own.

/// The position of the last `byte` in `hay`.
pub(crate) fn rfind_byte(byte: u8, hay: &[u8]) -> Option<usize> {
    #[cfg(target_arch = "x86_64")]
    if let Some(one) = memchr::arch::x86_64::sse2::memchr::One::new(byte) {
        return one.rfind(hay);
    }
    memchr::memrchr(byte, hay)
}

/// A substring to find, again and again.
pub(crate) struct Needle {
    needle: &'static [u8],
    #[cfg(target_arch = "x86_64")]
    sse2: Option<memchr::arch::x86_64::sse2::packedpair::Finder>,
}

impl Needle {
    pub(crate) fn new(needle: &'static [u8]) -> Self {
        Needle {
            needle,
            #[cfg(target_arch = "x86_64")]
            sse2: memchr::arch::x86_64::sse2::packedpair::Finder::new(needle),
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.needle.len()
    }

    /// The position of the first occurrence in `hay`.
    pub(crate) fn find(&self, hay: &[u8]) -> Option<usize> {
        #[cfg(target_arch = "x86_64")]
        if let Some(finder) = &self.sse2 {
            // The vector search needs a haystack of some length.
            if hay.len() >= finder.min_haystack_len() {
                return finder.find(hay, self.needle);
            }
            return hay
                .windows(self.needle.len())
                .position(|w| w == self.needle);
        }
        memchr::memmem::find(hay, self.needle)
    }

    /// The positions of every occurrence in `hay` that does not overlap an
    /// earlier one.
    pub(crate) fn find_iter<'h>(&'h self, hay: &'h [u8]) -> impl Iterator<Item = usize> + 'h {
        let mut at = 0;
        std::iter::from_fn(move || {
            let found = at + self.find(hay.get(at..)?)?;
            at = found + self.needle.len().max(1);
            Some(found)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every position, at every haystack length around the vector width,
    /// agrees with a plain search.
    #[test]
    fn searches_agree_with_plain_ones() {
        let needle = Needle::new(br#""type":""#);
        for len in 0..80 {
            for at in 0..len {
                let mut hay = vec![b'x'; len];
                hay[at] = b'\n';
                assert_eq!(rfind_byte(b'\n', &hay), Some(at));
                let mut hay = vec![b'"'; len];
                if at + needle.len() <= len {
                    hay[at..at + needle.len()].copy_from_slice(br#""type":""#);
                    let plain = hay.windows(needle.len()).position(|w| w == br#""type":""#);
                    assert_eq!(needle.find(&hay), plain, "len {len}, at {at}");
                }
            }
            assert_eq!(rfind_byte(b'\n', &vec![b'x'; len]), None);
            assert_eq!(needle.find(&vec![b'x'; len]), None);
        }
        let hay = br#"{"type":"user","type":"tool_result""#.repeat(3);
        let all: Vec<usize> = needle.find_iter(&hay).collect();
        let plain: Vec<usize> = (0..hay.len())
            .filter(|&i| hay[i..].starts_with(br#""type":""#))
            .collect();
        assert_eq!(all, plain);
    }
}
