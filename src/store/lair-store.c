/* lair-store.c — the local history on SQLite
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "lair-store-private.h"

#define BUSY_TIMEOUT_MS 5000

static void lair_store_initable_iface_init (GInitableIface *iface);

/**
 * LairStore:
 *
 * The history of every game played on this computer: games, seats,
 * dungeons and their counters, from which the statistics and the
 * achievements are computed in SQL, and the adventure usage counts.
 *
 * A store never takes the game down with it. A damaged history is moved
 * aside and a fresh one started (#LairStore::notice says so); a history
 * file replaced or removed while the store has it open is written back
 * before the next game is recorded, what was found in its place kept
 * aside; a history that cannot be written is still read, and recording
 * then fails with %LAIR_STORE_ERROR_NOT_RECORDED for the caller to show.
 */
G_DEFINE_FINAL_TYPE_WITH_CODE (LairStore, lair_store, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_INITABLE, lair_store_initable_iface_init))

/**
 * lair_store_error_quark:
 *
 * Returns: the domain of #LairStoreError
 */
G_DEFINE_QUARK (lair-store-error-quark, lair_store_error)

enum {
  PROP_0,
  PROP_PATH,
  PROP_FOR_READING,
  PROP_WRITABLE,
  N_PROPS
};

enum {
  NOTICE,
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

gboolean
lair_store_is_corrupt (int rc)
{
  rc &= 0xff;
  return rc == SQLITE_CORRUPT || rc == SQLITE_NOTADB;
}

Stmt *
lair_store_stmt (LairStore *self,
                 StmtId     id,
                 int       *rc)
{
  *rc = SQLITE_OK;
  if (self->db == NULL)
    {
      *rc = SQLITE_CANTOPEN;
      return NULL;
    }
  if (self->stmts[id] == NULL)
    *rc = sqlite3_prepare_v3 (self->db, lair_store_sql (id), -1, SQLITE_PREPARE_PERSISTENT,
                              &self->stmts[id], NULL);
  return self->stmts[id];
}

/* Runs a statement that returns no rows. */
int
lair_store_run (LairStore *self,
                StmtId     id)
{
  g_autoptr(Stmt) stmt = NULL;
  int rc;

  stmt = lair_store_stmt (self, id, &rc);
  if (stmt == NULL)
    return rc;
  rc = sqlite3_step (stmt);
  return rc == SQLITE_DONE || rc == SQLITE_ROW ? SQLITE_OK : rc;
}

/* Turns a failed SQLite call into a GError; damage is repaired by
 * finish() once the statements in use are released. */
gboolean
lair_store_fail (LairStore *self,
                 int        rc,
                 GError   **error)
{
  if (lair_store_is_corrupt (rc))
    {
      if (!self->for_reading && !self->in_memory)
        self->needs_recovery = TRUE;
      g_set_error_literal (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_CORRUPT,
                           _("The game history is damaged."));
    }
  else
    {
      g_set_error (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_FAILED,
                   _("The game history could not be read: %s"),
                   self->db != NULL ? sqlite3_errmsg (self->db) : sqlite3_errstr (rc));
    }
  return FALSE;
}

void
lair_store_emit_changed (LairStore *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
emit_notice (LairStore *self,
             GError    *notice)
{
  g_clear_error (&self->notice);
  self->notice = notice;
  g_signal_emit (self, signals[NOTICE], 0, notice);
}

static void
set_writable (LairStore *self,
              gboolean   writable)
{
  if (self->writable == writable)
    return;
  self->writable = writable;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WRITABLE]);
}

static void
close_db (LairStore *self)
{
  for (guint i = 0; i < N_STMTS; i++)
    {
      sqlite3_finalize (self->stmts[i]);
      self->stmts[i] = NULL;
    }
  if (self->db != NULL)
    sqlite3_close (self->db);
  self->db = NULL;
  self->in_batch_transaction = FALSE;
}

static int
open_handle (const char *filename,
             int         flags,
             sqlite3   **out)
{
  int rc;

  rc = sqlite3_open_v2 (filename, out, flags, NULL);
  if (rc != SQLITE_OK)
    {
      sqlite3_close (*out);
      *out = NULL;
      return rc;
    }
  sqlite3_extended_result_codes (*out, 1);
  sqlite3_busy_timeout (*out, BUSY_TIMEOUT_MS);
  return SQLITE_OK;
}

/* An empty history in memory: the game goes on, nothing is written. */
static gboolean
open_memory (LairStore *self,
             GError   **error)
{
  int rc;

  close_db (self);
  rc = open_handle (":memory:", SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, &self->db);
  if (rc == SQLITE_OK)
    rc = lair_store_schema_migrate (self->db, 0);
  if (rc != SQLITE_OK)
    {
      g_set_error (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_FAILED,
                   _("The game history could not be opened: %s"), sqlite3_errstr (rc));
      close_db (self);
      return FALSE;
    }
  self->in_memory = TRUE;
  set_writable (self, FALSE);
  return TRUE;
}

static int
copy_db (sqlite3 *to,
         sqlite3 *from)
{
  sqlite3_backup *backup;
  int rc;

  backup = sqlite3_backup_init (to, "main", from, "main");
  if (backup == NULL)
    return sqlite3_errcode (to);
  rc = sqlite3_backup_step (backup, -1);
  sqlite3_backup_finish (backup);
  return rc == SQLITE_DONE ? SQLITE_OK : rc;
}

/* Copies a history that cannot be written into memory and brings it up to
 * date there, so an older read-only history still shows everything. */
static int
migrate_in_memory (LairStore *self,
                   gint       version)
{
  sqlite3 *copy = NULL;
  int rc;

  rc = open_handle (":memory:", SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, &copy);
  if (rc != SQLITE_OK)
    return rc;
  rc = copy_db (copy, self->db);
  if (rc == SQLITE_OK)
    rc = lair_store_schema_migrate (copy, version);
  if (rc != SQLITE_OK)
    {
      sqlite3_close (copy);
      return rc;
    }
  close_db (self);
  self->db = copy;
  return SQLITE_OK;
}

/* Opens the file without ever writing to it. Returns an SQLite code so
 * the caller can tell damage from the rest. */
static int
open_file_for_reading (LairStore *self)
{
  gint version;
  int rc;

  close_db (self);
  rc = open_handle (self->path, SQLITE_OPEN_READONLY, &self->db);
  version = rc == SQLITE_OK ? lair_store_schema_get_version (self->db, &rc) : -1;

  /* a history in WAL mode needs its shared-memory file, which a read-only
   * place cannot hold; immutable mode reads the file as it is */
  if (rc != SQLITE_OK && !lair_store_is_corrupt (rc))
    {
      g_autofree char *uri = g_filename_to_uri (self->path, NULL, NULL);
      g_autofree char *immutable = g_strconcat (uri, "?immutable=1", NULL);

      close_db (self);
      rc = open_handle (immutable, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, &self->db);
      version = rc == SQLITE_OK ? lair_store_schema_get_version (self->db, &rc) : -1;
    }

  if (rc == SQLITE_OK && version < LAIR_STORE_SCHEMA_VERSION)
    rc = migrate_in_memory (self, version);
  if (rc != SQLITE_OK)
    close_db (self);
  set_writable (self, FALSE);
  return rc;
}

static char *
move_aside (LairStore *self,
            GError   **error)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *aside = g_strdup_printf ("%s.corrupt-%s", self->path, stamp);
  static const char * const companions[] = { "-wal", "-journal" };
  g_autofree char *shm = NULL;

  for (guint n = 2; g_file_test (aside, G_FILE_TEST_EXISTS); n++)
    {
      g_free (aside);
      aside = g_strdup_printf ("%s.corrupt-%s-%u", self->path, stamp, n);
    }

  if (g_rename (self->path, aside) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "%s", g_strerror (saved_errno));
      return NULL;
    }

  /* the log goes with its file, so the damaged copy stays whole */
  for (guint i = 0; i < G_N_ELEMENTS (companions); i++)
    {
      g_autofree char *from = g_strconcat (self->path, companions[i], NULL);
      g_autofree char *to = g_strconcat (aside, companions[i], NULL);

      if (g_file_test (from, G_FILE_TEST_EXISTS))
        g_rename (from, to);
    }
  shm = g_strconcat (self->path, "-shm", NULL);
  g_remove (shm);

  return g_steal_pointer (&aside);
}

static gboolean open_file (LairStore *self,
                           GError   **error);

/* The file is damaged or is no history: keep it for whoever wants to
 * rescue it, and start afresh. */
static gboolean
recover (LairStore *self,
         GError   **error)
{
  g_autoptr(GError) move_error = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *aside_name = NULL;

  close_db (self);

  aside = move_aside (self, &move_error);
  if (aside == NULL)
    {
      emit_notice (self, g_error_new (LAIR_STORE_ERROR, LAIR_STORE_ERROR_CORRUPT,
                                      _("The game history is damaged and could not be moved aside (%s). "
                                        "Games will not be recorded."),
                                      move_error->message));
      return open_memory (self, error);
    }

  aside_name = g_path_get_basename (aside);
  self->recovering = TRUE;
  if (!open_file (self, error))
    {
      self->recovering = FALSE;
      return FALSE;
    }
  self->recovering = FALSE;

  emit_notice (self, g_error_new (LAIR_STORE_ERROR, LAIR_STORE_ERROR_CORRUPT,
                                  _("The game history was damaged. It was kept as “%s” and a new "
                                    "history was started."),
                                  aside_name));
  return TRUE;
}

/* Falls back to reading, telling why games will not be recorded. */
static gboolean
open_read_only_fallback (LairStore  *self,
                         const char *why,
                         GError    **error)
{
  int rc = SQLITE_CANTOPEN;

  if (g_file_test (self->path, G_FILE_TEST_EXISTS))
    rc = open_file_for_reading (self);

  if (lair_store_is_corrupt (rc))
    {
      emit_notice (self, g_error_new (LAIR_STORE_ERROR, LAIR_STORE_ERROR_CORRUPT,
                                      _("The game history is damaged and cannot be repaired here (%s). "
                                        "Games will not be recorded."),
                                      why));
      return open_memory (self, error);
    }

  if (rc != SQLITE_OK && !open_memory (self, error))
    return FALSE;

  emit_notice (self, g_error_new (LAIR_STORE_ERROR, LAIR_STORE_ERROR_READ_ONLY,
                                  _("The game history cannot be written (%s). Games will not be recorded."),
                                  why));
  return TRUE;
}

static gboolean
open_file (LairStore *self,
           GError   **error)
{
  g_autofree char *dir = g_path_get_dirname (self->path);
  gint version;
  int rc;

  close_db (self);
  self->in_memory = FALSE;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      return open_read_only_fallback (self, g_strerror (saved_errno), error);
    }

  rc = open_handle (self->path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, &self->db);
  if (rc != SQLITE_OK)
    return open_read_only_fallback (self, sqlite3_errstr (rc), error);
  if (sqlite3_db_readonly (self->db, "main") == 1)
    return open_read_only_fallback (self, sqlite3_errstr (SQLITE_READONLY), error);

  /* The first statement reads the header: this is where a file that is
   * no SQLite database shows itself. */
  rc = sqlite3_exec (self->db, "PRAGMA journal_mode = WAL", NULL, NULL, NULL);
  if (rc == SQLITE_OK)
    version = lair_store_schema_get_version (self->db, &rc);
  else
    version = -1;

  if (lair_store_is_corrupt (rc) && !self->recovering)
    return recover (self, error);
  if ((rc & 0xff) == SQLITE_READONLY || (rc & 0xff) == SQLITE_CANTOPEN)
    return open_read_only_fallback (self, sqlite3_errstr (rc), error);
  if (rc != SQLITE_OK)
    {
      g_set_error (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_FAILED,
                   _("The game history could not be opened: %s"), sqlite3_errmsg (self->db));
      close_db (self);
      return FALSE;
    }

  if (version > LAIR_STORE_SCHEMA_VERSION)
    {
      set_writable (self, FALSE);
      emit_notice (self, g_error_new_literal (LAIR_STORE_ERROR, LAIR_STORE_ERROR_TOO_NEW,
                                              _("The game history was written by a newer version of "
                                                "Spider Lair. Games will not be recorded.")));
      return TRUE;
    }

  rc = lair_store_schema_migrate (self->db, version);
  if (lair_store_is_corrupt (rc) && !self->recovering)
    return recover (self, error);
  if (rc != SQLITE_OK)
    {
      g_autofree char *why = g_strdup (sqlite3_errstr (rc));

      return open_read_only_fallback (self, why, error);
    }

  /* every game survives a crash, not only a crash of the program */
  sqlite3_exec (self->db, "PRAGMA synchronous = FULL", NULL, NULL, NULL);
  sqlite3_exec (self->db, "PRAGMA foreign_keys = ON", NULL, NULL, NULL);
  set_writable (self, TRUE);
  return TRUE;
}

static gboolean
open_store (LairStore *self,
            GError   **error)
{
  int rc;

  if (!self->for_reading)
    return open_file (self, error);

  if (!g_file_test (self->path, G_FILE_TEST_EXISTS))
    return open_memory (self, error);

  rc = open_file_for_reading (self);
  if (rc == SQLITE_OK)
    return TRUE;
  if (lair_store_is_corrupt (rc))
    g_set_error (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_CORRUPT,
                 _("The game history “%s” is damaged."), self->path);
  else
    g_set_error (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_FAILED,
                 _("The game history “%s” could not be opened: %s"), self->path, sqlite3_errstr (rc));
  return FALSE;
}

/* Whether the file at the path is still the history this store has open,
 * still starting as a history. A file renamed over it or written over it
 * while the game runs would otherwise go unnoticed: SQLite keeps using
 * what it opened, and every game recorded from then on is lost with it. */
static gboolean
file_replaced (LairStore *self)
{
  static const char magic[16] = "SQLite format 3";
  sqlite3_file *file = NULL;
  char head[sizeof magic];
  int moved = 0;

  /* renamed, moved or deleted: SQLite compares the file it opened with
   * the one at the path */
  if (sqlite3_file_control (self->db, "main", SQLITE_FCNTL_HAS_MOVED, &moved) == SQLITE_OK && moved)
    return TRUE;

  /* read through SQLite's own descriptor: closing another one would drop
   * the locks SQLite holds on the file */
  if (sqlite3_file_control (self->db, "main", SQLITE_FCNTL_FILE_POINTER, &file) != SQLITE_OK ||
      file == NULL || file->pMethods == NULL)
    return FALSE;
  switch (file->pMethods->xRead (file, head, sizeof head, 0))
    {
    case SQLITE_OK:
      return memcmp (head, magic, sizeof magic) != 0;
    case SQLITE_IOERR_SHORT_READ:
      return TRUE;
    default:
      return FALSE;
    }
}

/* Copies the open history into a new file, whole or not at all. */
static int
write_copy (LairStore  *self,
            const char *copy_path)
{
  sqlite3 *copy = NULL;
  sqlite3_stmt *stmt = NULL;
  int rc;

  rc = open_handle (copy_path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, &copy);
  if (rc != SQLITE_OK)
    return rc;
  rc = copy_db (copy, self->db);

  /* the pages the open history had to read back from the file may be the
   * stranger's: only a copy that reads as a whole history will do */
  if (rc == SQLITE_OK)
    rc = sqlite3_prepare_v2 (copy, "PRAGMA quick_check", -1, &stmt, NULL);
  if (rc == SQLITE_OK)
    {
      rc = sqlite3_step (stmt);
      if (rc == SQLITE_ROW)
        rc = g_strcmp0 ((const char *) sqlite3_column_text (stmt, 0), "ok") == 0 ? SQLITE_OK : SQLITE_CORRUPT;
      sqlite3_finalize (stmt);
    }
  sqlite3_close (copy);
  return rc;
}

/* The history file was replaced or written over while the game ran, but
 * this store still has the history open: write it back, and keep what
 * was found in its place. */
static void
rescue (LairStore *self)
{
  static const char * const logs[] = { "-wal", "-shm", "-journal" };
  g_autofree char *copy = g_strconcat (self->path, ".rescue", NULL);
  g_autofree char *copy_journal = g_strconcat (copy, "-journal", NULL);
  g_autofree char *aside = NULL;
  g_autofree char *aside_name = NULL;
  g_autoptr(GError) error = NULL;
  int rc;

  g_remove (copy);
  rc = write_copy (self, copy);
  close_db (self);
  g_remove (copy_journal);
  if (rc != SQLITE_OK)
    {
      /* nothing whole to write back: deal with the file as when opening */
      g_remove (copy);
      if (!recover (self, &error))
        {
          open_memory (self, NULL);
          emit_notice (self, g_steal_pointer (&error));
        }
      return;
    }

  /* the logs beside the path were the open history's; the copy has them */
  for (guint i = 0; i < G_N_ELEMENTS (logs); i++)
    {
      g_autofree char *log = g_strconcat (self->path, logs[i], NULL);

      g_remove (log);
    }

  if (g_file_test (self->path, G_FILE_TEST_EXISTS) && (aside = move_aside (self, &error)) == NULL)
    {
      /* the games stay in the copy, beside the history */
      emit_notice (self, g_error_new (LAIR_STORE_ERROR, LAIR_STORE_ERROR_CORRUPT,
                                      _("The game history is damaged and could not be moved aside (%s). "
                                        "Games will not be recorded."),
                                      error->message));
      open_memory (self, NULL);
      return;
    }
  if (g_rename (copy, self->path) != 0 || !open_file (self, &error))
    {
      open_memory (self, NULL);
      emit_notice (self, error != NULL ? g_steal_pointer (&error)
                                       : g_error_new_literal (LAIR_STORE_ERROR, LAIR_STORE_ERROR_FAILED,
                                                              _("The game history could not be written back. "
                                                                "Games will not be recorded.")));
      return;
    }

  if (aside != NULL)
    {
      aside_name = g_path_get_basename (aside);
      emit_notice (self, g_error_new (LAIR_STORE_ERROR, LAIR_STORE_ERROR_CORRUPT,
                                      _("The game history file was replaced or written over while the "
                                        "game was running. The history was written back, and the file "
                                        "found in its place was kept as “%s”."),
                                      aside_name));
    }
  else
    {
      emit_notice (self, g_error_new_literal (LAIR_STORE_ERROR, LAIR_STORE_ERROR_CORRUPT,
                                              _("The game history file was removed while the game was "
                                                "running. The history was written back.")));
    }
}

/* Called before a game is written: a history replaced under the store is
 * put back first, so the game lands where the next start will find it. */
void
lair_store_check_file (LairStore *self)
{
  if (!self->writable || self->in_memory || self->for_reading || self->db == NULL)
    return;
  if (file_replaced (self))
    rescue (self);
}

/* Called by every public entry point once its statements are released:
 * repairs damage found on the way and reports it. */
void
lair_store_finish (LairStore *self,
                   GError   **error)
{
  g_autoptr(GError) open_error = NULL;

  if (!self->needs_recovery)
    return;
  self->needs_recovery = FALSE;

  if (!recover (self, &open_error))
    {
      open_memory (self, NULL);
      emit_notice (self, g_steal_pointer (&open_error));
    }

  if (error != NULL && *error != NULL && self->notice != NULL &&
      g_error_matches (*error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_CORRUPT))
    {
      g_clear_error (error);
      *error = g_error_copy (self->notice);
    }
}

static gboolean
lair_store_initable_init (GInitable     *initable,
                          GCancellable  *cancellable,
                          GError       **error)
{
  LairStore *self = LAIR_STORE (initable);

  if (self->path == NULL)
    self->path = lair_store_get_default_path ();
  return open_store (self, error);
}

static void
lair_store_initable_iface_init (GInitableIface *iface)
{
  iface->init = lair_store_initable_init;
}

static void
lair_store_finalize (GObject *object)
{
  LairStore *self = (LairStore *) object;

  /* games of an unfinished batch are kept */
  if (self->in_batch_transaction)
    lair_store_end_batch_transaction (self);
  close_db (self);
  g_clear_error (&self->notice);
  g_clear_pointer (&self->path, g_free);

  G_OBJECT_CLASS (lair_store_parent_class)->finalize (object);
}

static void
lair_store_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  LairStore *self = LAIR_STORE (object);

  switch (prop_id)
    {
    case PROP_PATH:
      g_value_set_string (value, self->path);
      break;
    case PROP_FOR_READING:
      g_value_set_boolean (value, self->for_reading);
      break;
    case PROP_WRITABLE:
      g_value_set_boolean (value, self->writable);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_store_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  LairStore *self = LAIR_STORE (object);

  switch (prop_id)
    {
    case PROP_PATH:
      self->path = g_value_dup_string (value);
      break;
    case PROP_FOR_READING:
      self->for_reading = g_value_get_boolean (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_store_class_init (LairStoreClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = lair_store_finalize;
  object_class->get_property = lair_store_get_property;
  object_class->set_property = lair_store_set_property;

  /**
   * LairStore:path:
   *
   * The history file; %NULL for the default one.
   */
  properties[PROP_PATH] =
    g_param_spec_string ("path", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  /**
   * LairStore:for-reading:
   *
   * Never write: the file is opened read-only and left as it is, even
   * when damaged or older than this version.
   */
  properties[PROP_FOR_READING] =
    g_param_spec_boolean ("for-reading", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  /**
   * LairStore:writable:
   *
   * Whether games can be recorded.
   */
  properties[PROP_WRITABLE] =
    g_param_spec_boolean ("writable", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * LairStore::notice:
   * @self: the store
   * @notice: what happened, in a #LAIR_STORE_ERROR message for the player
   *
   * Something the player should be told about the history: it was damaged
   * and moved aside, or it cannot be written. Connect before
   * g_initable_init() to hear about what opening found.
   */
  signals[NOTICE] =
    g_signal_new ("notice",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR);

  /**
   * LairStore::changed:
   * @self: the store
   *
   * Games were recorded, or the history was reset: what was read from it
   * before may be out of date. A batch tells once, when it ends.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  lair_store_sql_init ();
}

static void
lair_store_init (LairStore *self)
{
}

/**
 * lair_store_get_default_path:
 *
 * Returns: (transfer full): `$XDG_DATA_HOME/spider-lair/history.db`
 */
char *
lair_store_get_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "spider-lair", "history.db", NULL);
}

/**
 * lair_store_new:
 * @path: (nullable): the history file, %NULL for the default one
 * @error: where to report a history that cannot be opened at all
 *
 * Opens the history, creating or updating it as needed. A damaged file is
 * moved aside and a read-only one is still read: both succeed, and
 * lair_store_get_notice() says what happened.
 *
 * Returns: (transfer full) (nullable): the store
 */
LairStore *
lair_store_new (const char *path,
                GError    **error)
{
  return g_initable_new (LAIR_TYPE_STORE, NULL, error, "path", path, NULL);
}

/**
 * lair_store_new_for_reading:
 * @path: (nullable): the history file, %NULL for the default one
 * @error: where to report a history that cannot be read
 *
 * Opens the history without writing to it, as `spider-lair-cli stats`
 * does. A missing file reads as an empty history.
 *
 * Returns: (transfer full) (nullable): the store
 */
LairStore *
lair_store_new_for_reading (const char *path,
                            GError    **error)
{
  return g_initable_new (LAIR_TYPE_STORE, NULL, error, "path", path, "for-reading", TRUE, NULL);
}

/**
 * lair_store_get_path:
 * @self: a #LairStore
 *
 * Returns: the history file
 */
const char *
lair_store_get_path (LairStore *self)
{
  g_return_val_if_fail (LAIR_IS_STORE (self), NULL);

  return self->path;
}

/**
 * lair_store_get_writable:
 * @self: a #LairStore
 *
 * Returns: whether games can be recorded
 */
gboolean
lair_store_get_writable (LairStore *self)
{
  g_return_val_if_fail (LAIR_IS_STORE (self), FALSE);

  return self->writable;
}

/**
 * lair_store_get_notice:
 * @self: a #LairStore
 *
 * Returns: (nullable) (transfer none): the last #LairStore::notice, so
 *   what opening found is not missed by those who used lair_store_new()
 */
const GError *
lair_store_get_notice (LairStore *self)
{
  g_return_val_if_fail (LAIR_IS_STORE (self), NULL);

  return self->notice;
}

sqlite3 *
lair_store_get_handle (LairStore *self)
{
  g_return_val_if_fail (LAIR_IS_STORE (self), NULL);

  return self->db;
}
