//! Judging a batch: the items shared out to worker threads with the GIL
//! released, each worker reading the paths it was given; the answers handed
//! back to Python one by one as a [`Batch`], a judgement becoming dicts and
//! lists only when asked for, so that Python turns one batch into objects
//! while the workers judge the next.

use crate::asked::Asked;
use crate::{Cache, error_json, judge_text, unlocated_error};
use caipan::render::json::Entry;
use pyo3::prelude::*;

/// One game's answer from a worker: a judgement, turned into Python objects
/// once the GIL is held again (no JSON text written and parsed back), or a
/// JSON text (an error's, or every answer when the caller asked for texts).
pub(crate) enum Answer {
    Judged(Box<caipan::judgement::Judgement>),
    Json(String),
}

impl Answer {
    /// The answer as the CLI's JSON text.
    pub(crate) fn into_json(self) -> String {
        match self {
            Answer::Judged(j) => caipan::render::json::compact(&Entry::judged(&j)),
            Answer::Json(s) => s,
        }
    }

    /// The answer as Python objects: dicts and lists as `json.loads` makes
    /// of the CLI's JSON (pythonize follows serde_json's mapping).
    fn into_py(self, py: Python<'_>, loads: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        match self {
            Answer::Judged(j) => {
                let object = pythonize::pythonize(py, &Entry::judged(&j)).map_err(PyErr::from)?;
                Ok(lists(object)?.unbind())
            }
            Answer::Json(s) => Ok(loads.call1((s,))?.unbind()),
        }
    }
}

/// One item of a batch as the package hands it over: its name, its bytes
/// (none: the name is a path, read by the worker), and why the package
/// refused it (an object that is neither text, bytes nor a path).
/// The bytes are the Python object's own, not copied (a `Vec<u8>` would be
/// built byte by byte with the GIL held, and a Ctrl-C would wait for it).
pub(crate) type Item = (
    String,
    Option<pyo3::pybacked::PyBackedBytes>,
    Option<String>,
);

/// One item of a batch: its bytes, or a path the caller named, read here
/// (bounded) on the worker's thread. A text answer when `raw`.
fn judge_item(
    cache: &mut Cache,
    (name, bytes, refused): &Item,
    asked: Asked,
    raw: bool,
) -> Vec<Answer> {
    if let Some(why) = refused {
        return vec![Answer::Json(unlocated_error(
            name,
            "record",
            "caipan::python::not_a_record",
            why.clone(),
            "give texts, bytes or paths (str or os.PathLike)",
        ))];
    }
    let read;
    let bytes: &[u8] = match bytes {
        Some(b) => b,
        None => match caipan::input::read_bytes(name, caipan::input::RECORD_LIMIT) {
            Ok(b) => {
                read = b;
                &read
            }
            Err(e) => return vec![Answer::Json(error_json(e.as_ref(), name, "record"))],
        },
    };
    let answers = judge_text(cache, name, bytes, asked);
    if !raw {
        return answers;
    }
    // Texts are written here, in parallel, not under the GIL.
    let texts = answers.into_iter().map(Answer::into_json);
    texts.map(Answer::Json).collect()
}

/// JSON has no tuples: pythonize makes a Rust pair (`[u32; 2]`, a tuple)
/// a Python tuple where `json.loads` gives a list, so tuples become lists
/// here, at any depth, and the dicts equal those of the CLI's JSON.
fn lists(object: Bound<'_, PyAny>) -> PyResult<Bound<'_, PyAny>> {
    use pyo3::types::{PyDict, PyList, PyTuple};
    let nested = |v: &Bound<'_, PyAny>| {
        v.is_instance_of::<PyTuple>()
            || v.is_instance_of::<PyDict>()
            || v.is_instance_of::<PyList>()
    };
    if let Ok(tuple) = object.downcast::<PyTuple>() {
        let items: PyResult<Vec<_>> = tuple.iter().map(lists).collect();
        return Ok(PyList::new(object.py(), items?)?.into_any());
    }
    if let Ok(dict) = object.downcast::<PyDict>() {
        // Collected first: a dict is not changed while it is walked.
        let inner: Vec<_> = dict.iter().filter(|(_, v)| nested(v)).collect();
        for (k, v) in inner {
            dict.set_item(k, lists(v)?)?;
        }
    } else if let Ok(list) = object.downcast::<PyList>() {
        for (i, v) in list.iter().enumerate() {
            if nested(&v) {
                list.set_item(i, lists(v)?)?;
            }
        }
    }
    Ok(object)
}

/// The answer for an item whose worker failed.
fn worker_failed((name, _, _): &Item) -> Answer {
    Answer::Json(unlocated_error(
        name,
        "internal",
        "caipan::internal",
        format!("judging {name} failed inside caipan (a bug: please report it)"),
        "judge this record alone with the CLI to see the failure",
    ))
}

/// A judged batch, handed to Python as its games' answers one by one: each
/// judgement becomes dicts and lists only when asked for, so that Python
/// turns one batch into objects while the workers judge the next.
#[pyclass(module = "caipan._caipan")]
pub(crate) struct Batch {
    answers: std::collections::VecDeque<Answer>,
    raw: bool,
    loads: PyObject,
}

#[pymethods]
impl Batch {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    /// The next game's answer: dicts and lists, or a JSON text when raw.
    fn __next__(&mut self, py: Python<'_>) -> PyResult<Option<PyObject>> {
        let Some(answer) = self.answers.pop_front() else {
            return Ok(None);
        };
        match (answer, self.raw) {
            (Answer::Json(s), true) => Ok(Some(s.into_pyobject(py)?.into_any().unbind())),
            (a, _) => a.into_py(py, self.loads.bind(py)).map(Some),
        }
    }
}

/// A batch's stop: set (by the package, when the caller stops iterating or
/// is interrupted), the workers judge no further item, so a Ctrl-C does
/// not wait for the rest of a batch.
#[pyclass(module = "caipan._caipan")]
#[derive(Default)]
pub(crate) struct Cancel(std::sync::Arc<std::sync::atomic::AtomicBool>);

#[pymethods]
impl Cancel {
    #[new]
    fn new() -> Cancel {
        Cancel::default()
    }

    /// Stop the batch: no further item is judged.
    fn set(&self) {
        self.0.store(true, std::sync::atomic::Ordering::Relaxed);
    }
}

/// Judge a batch on `workers` threads with the GIL released; the games'
/// answers in input order (several for an SGF collection), as a [`Batch`].
/// An item without bytes is a path the caller named. Once `cancel` is set
/// no further item is judged (the answers are then incomplete: the caller
/// has stopped reading them).
#[pyfunction]
#[pyo3(signature = (items, edition=None, supplements=Vec::new(), mode=None, workers=None, raw=false, cancel=None, komi=None))]
#[allow(clippy::too_many_arguments)]
pub(crate) fn judge_batch(
    py: Python<'_>,
    items: Vec<Item>,
    edition: Option<String>,
    supplements: Vec<String>,
    mode: Option<String>,
    workers: Option<usize>,
    raw: bool,
    cancel: Option<PyRef<'_, Cancel>>,
    komi: Option<String>,
) -> PyResult<Batch> {
    crate::known_mode(mode.as_deref())?;
    let own_komi = crate::asked::own_komi(komi.as_deref())?;
    let stop = cancel
        .map(|c| std::sync::Arc::clone(&c.0))
        .unwrap_or_default();
    let workers = workers
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from))
        .clamp(1, 256);
    let answers = py.allow_threads(|| {
        let chunk = items.len().div_ceil(workers).max(1);
        std::thread::scope(|s| {
            let handles: Vec<_> = items
                .chunks(chunk)
                .map(|part| {
                    let asked = Asked {
                        edition: edition.as_deref(),
                        supplements: &supplements,
                        mode: mode.as_deref(),
                        own_komi,
                    };
                    let stop = &stop;
                    s.spawn(move || {
                        let mut cache = Cache::new();
                        part.iter()
                            .take_while(|_| !stop.load(std::sync::atomic::Ordering::Relaxed))
                            .flat_map(|item| judge_item(&mut cache, item, asked, raw))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            // A worker that failed (a panic, which is a bug) answers each
            // of its items with an error: no game silently goes missing.
            handles
                .into_iter()
                .zip(items.chunks(chunk))
                .flat_map(|(h, part)| {
                    h.join()
                        .unwrap_or_else(|_| part.iter().map(worker_failed).collect())
                })
                .collect()
        })
    });
    let loads = py.import("json")?.getattr("loads")?.unbind();
    Ok(Batch {
        answers,
        raw,
        loads,
    })
}
