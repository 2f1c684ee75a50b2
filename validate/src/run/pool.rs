//! The worker pool: units of work sent to the workers, checked there, and handed back in
//! input order.

use std::{
    collections::BTreeMap,
    io,
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
};

use crossbeam_channel::{Receiver, Select, Sender};

use super::{Checked, check::Check};
use crate::input::Unit;

/// A unit of work for a worker: a block of JSONL lines or a batch of framed events, of one
/// input, with where its checked events go.
pub(super) struct Task {
    pub(super) file: Arc<str>,
    pub(super) index: usize,
    pub(super) unit: Unit<'static>,
    /// Set when the input stopped early: the work is not wanted any more.
    pub(super) cancelled: Arc<AtomicBool>,
    pub(super) reply: Sender<(usize, Vec<Checked>)>,
}

/// What a worker does until the queue closes: checks the events of each task and sends them
/// back to the task's input.
pub(super) fn work(how: &Check<'_>, tasks: &Receiver<Task>) {
    for task in tasks {
        if task.cancelled.load(Ordering::Relaxed) {
            continue;
        }
        let checked = how.unit(&task.file, task.unit);
        // A closed reply channel means the input stopped early: the result is not wanted.
        let _ = task.reply.send((task.index, checked));
    }
}

/// Runs `read` on the calling thread, sending the units of work it makes to the workers'
/// queue `tasks`; hands the checked events to `emit` in input order until it returns `false`.
/// While a unit waits for room in the queue, checked events are taken in, so neither side
/// waits for the other for ever, and at most a few units per worker are in flight. The last
/// unit of the input is checked on the calling thread: a small input (one unit) never waits
/// for a worker.
pub(super) fn in_pool(
    how: &Check<'_>,
    tasks: &Sender<Task>,
    file: &str,
    read: impl FnOnce(&mut dyn FnMut(Unit<'static>) -> bool) -> io::Result<()>,
    emit: &mut dyn FnMut(Checked) -> bool,
) -> io::Result<()> {
    let file: Arc<str> = Arc::from(file);
    let cancelled = Arc::new(AtomicBool::new(false));
    let capacity = tasks.capacity().unwrap_or(2).max(1);
    let (reply_tx, reply_rx) = crossbeam_channel::bounded(capacity);
    let mut order = InOrder {
        pending: BTreeMap::new(),
        next: 0,
        stopped: false,
        emit,
    };
    let mut sent = 0;
    let mut held: Option<Unit<'static>> = None;
    let result = read(&mut |unit| {
        let Some(unit) = held.replace(unit) else {
            return true;
        };
        let task = Task {
            file: Arc::clone(&file),
            index: sent,
            unit,
            cancelled: Arc::clone(&cancelled),
            reply: reply_tx.clone(),
        };
        let going = order.send(tasks, &reply_rx, task);
        sent += usize::from(going);
        going
    });
    drop(reply_tx);
    if let Some(last) = held.take().filter(|_| !order.stopped) {
        order.deliver(sent, how.unit(&file, last));
        sent += 1;
    }
    while !order.stopped && order.next < sent {
        match reply_rx.recv() {
            Ok((index, checked)) => order.deliver(index, checked),
            Err(_) => break,
        }
    }
    cancelled.store(true, Ordering::Relaxed);
    result
}

/// Checked units that arrive in any order, handed on in input order.
struct InOrder<'e> {
    pending: BTreeMap<usize, Vec<Checked>>,
    next: usize,
    stopped: bool,
    emit: &'e mut dyn FnMut(Checked) -> bool,
}

impl InOrder<'_> {
    /// Sends `task` to the workers' queue `tasks`, taking in the checked units of `replies`
    /// while it waits for room; whether it was sent (not once the input stopped, or a channel
    /// closed).
    fn send(
        &mut self,
        tasks: &Sender<Task>,
        replies: &Receiver<(usize, Vec<Checked>)>,
        task: Task,
    ) -> bool {
        let mut task = Some(task);
        while !self.stopped {
            let mut select = Select::new();
            let send = select.send(tasks);
            let receive = select.recv(replies);
            let operation = select.select();
            if operation.index() == send {
                return task
                    .take()
                    .is_some_and(|task| operation.send(tasks, task).is_ok());
            }
            debug_assert_eq!(operation.index(), receive);
            match operation.recv(replies) {
                Ok((index, checked)) => self.deliver(index, checked),
                Err(_) => return false,
            }
        }
        false
    }

    fn deliver(&mut self, index: usize, checked: Vec<Checked>) {
        self.pending.insert(index, checked);
        while let Some(ready) = self.pending.remove(&self.next) {
            self.next += 1;
            if !self.stopped && !ready.into_iter().all(&mut *self.emit) {
                self.stopped = true;
            }
        }
    }
}
