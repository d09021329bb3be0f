use super::*;

/// The first launch of a fresh data folder, with its socket in `<dir>/run`.
fn first(dir: &Path) -> (Primary, Receiver<Vec<PathBuf>>) {
    match claim_in(dir, None, &[PathBuf::from("/a.iso")]) {
        (Claim::Primary(p), Some(rx)) => (p, rx),
        _ => panic!("the first launch is the Primary"),
    }
}

#[test]
fn a_second_launch_hands_its_files_to_the_first() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (first, rx) = first(dir.path());
    let files = vec![PathBuf::from("/x/b.iso"), PathBuf::from("/x/c d.iso")];
    let (second, _) = claim_in(dir.path(), None, &files);
    assert!(matches!(second, Claim::Forwarded));
    assert_eq!(
        rx.recv_timeout(Duration::from_secs(5)).expect("files"),
        files
    );
    let endpoint = first.endpoint().to_path_buf();
    drop(first);
    assert!(!dir.path().join("instance.lock").exists(), "cleaned up");
    assert!(!endpoint.exists(), "cleaned up");
    // After the first has gone, the next launch is the first again.
    let (again, _) = claim_in(dir.path(), None, &files);
    assert!(matches!(again, Claim::Primary(_)));
}

#[test]
fn a_launch_without_files_opens_its_own_window() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (_first, rx) = first(dir.path());
    let (second, _) = claim_in(dir.path(), None, &[]);
    assert!(matches!(second, Claim::Alone));
    assert!(rx.try_recv().is_err(), "nothing was handed over");
}

#[test]
fn a_stale_lock_is_taken_over() {
    let dir = tempfile::tempdir().expect("tempdir");
    let endpoint = platform::endpoint(dir.path(), None).expect("endpoint");
    std::fs::write(dir.path().join("instance.lock"), b"").expect("lock");
    // Left by a crash: nothing listens there.
    std::fs::write(&endpoint, b"1 dead\n").expect("endpoint");
    let (c, _) = claim_in(dir.path(), None, &[PathBuf::from("/a")]);
    assert!(matches!(c, Claim::Primary(_)));
}

#[test]
fn many_files_go_in_several_messages() {
    let files: Vec<PathBuf> = (0..30_000)
        .map(|i| PathBuf::from(format!("/{i:0>60}.iso")))
        .collect();
    let batches = messages(&files);
    assert!(batches.len() > 1);
    let mut back = Vec::new();
    for b in &batches {
        assert!(b.len() + FRAMING <= MAX_MESSAGE);
        back.extend(parse_message(b).expect("well-formed"));
    }
    assert_eq!(back, files);
    assert_eq!(messages(&[]), [MAGIC.to_vec()], "a ping");
}

/// Connections made by hand, as a misbehaving client would.
#[cfg(unix)]
mod raw {
    use super::*;
    use std::os::unix::net::UnixStream;

    /// Sends `bytes`, closes the sending side, and returns what came back.
    fn exchange(endpoint: &Path, bytes: &[u8]) -> Vec<u8> {
        let mut s = UnixStream::connect(endpoint).expect("connect");
        s.set_read_timeout(Some(Duration::from_secs(5)))
            .expect("timeout");
        // The server may close before it has read everything (an oversize message).
        let _ = s.write_all(bytes);
        let _ = s.shutdown(Shutdown::Write);
        let mut reply = Vec::new();
        let _ = s.read_to_end(&mut reply);
        reply
    }

    #[test]
    fn oversize_and_garbage_messages_are_ignored() {
        let dir = tempfile::tempdir().expect("tempdir");
        let (p, rx) = first(dir.path());
        let mut big = MAGIC.to_vec();
        while big.len() <= MAX_MESSAGE {
            big.extend_from_slice(b"/big\0");
        }
        for msg in [
            big,
            b"GET / HTTP/1.1\r\n\r\n".to_vec(),
            b"hashdrop-handover 1\nrelative\0".to_vec(),
            b"hashdrop-handover 1\n/cut-short".to_vec(),
        ] {
            assert_eq!(exchange(p.endpoint(), &msg), b"", "no ok");
        }
        assert!(rx.try_recv().is_err(), "nothing was handed over");
        // And the window still takes a good one.
        let good = encode_message(&[PathBuf::from("/good")]);
        assert_eq!(exchange(p.endpoint(), &good), b"ok");
        let got = rx.recv_timeout(Duration::from_secs(5)).expect("files");
        assert_eq!(got, [PathBuf::from("/good")]);
    }

    #[test]
    fn a_silent_client_does_not_block_a_second_launch() {
        let dir = tempfile::tempdir().expect("tempdir");
        let (p, rx) = first(dir.path());
        let _silent = UnixStream::connect(p.endpoint()).expect("connect");
        let start = Instant::now();
        let files = [PathBuf::from("/second.iso")];
        let (second, _) = claim_in(dir.path(), None, &files);
        assert!(matches!(second, Claim::Forwarded));
        assert!(
            start.elapsed() < READ_LIMIT / 2,
            "not queued behind the silent one"
        );
        assert_eq!(
            rx.recv_timeout(Duration::from_secs(5)).expect("files"),
            files
        );
        // Dropping the Primary cuts the silent client short instead of waiting for it.
        let start = Instant::now();
        drop(p);
        assert!(
            start.elapsed() < Duration::from_millis(500),
            "{:?}",
            start.elapsed()
        );
    }

    #[test]
    fn a_slow_client_is_cut_off() {
        let dir = tempfile::tempdir().expect("tempdir");
        let (p, rx) = first(dir.path());
        let mut s = UnixStream::connect(p.endpoint()).expect("connect");
        let msg = encode_message(&[PathBuf::from("/slow.iso")]);
        let start = Instant::now();
        // A byte every 150 ms: each read is quick, the whole would take ~4 s.
        let cut = msg.iter().any(|b| {
            std::thread::sleep(Duration::from_millis(150));
            s.write_all(&[*b]).is_err()
        });
        assert!(cut, "the server closed the connection");
        let t = start.elapsed();
        assert!(t >= READ_LIMIT && t < READ_LIMIT * 2, "{t:?}");
        assert!(rx.try_recv().is_err(), "nothing was handed over");
    }

    #[test]
    fn connections_beyond_the_limit_are_closed_at_once() {
        let dir = tempfile::tempdir().expect("tempdir");
        let (p, rx) = first(dir.path());
        let silent: Vec<UnixStream> = (0..MAX_HANDLERS)
            .map(|_| UnixStream::connect(p.endpoint()).expect("connect"))
            .collect();
        // Give the accept loop time to hand each one to a thread.
        std::thread::sleep(Duration::from_millis(200));
        let start = Instant::now();
        let good = encode_message(&[PathBuf::from("/one-too-many")]);
        assert_eq!(exchange(p.endpoint(), &good), b"", "closed unread");
        assert!(start.elapsed() < Duration::from_secs(1));
        assert!(rx.try_recv().is_err());
        drop(silent);
        // Once the silent ones are gone, a launch is served again.
        std::thread::sleep(Duration::from_millis(200));
        assert_eq!(exchange(p.endpoint(), &good), b"ok");
    }
}
