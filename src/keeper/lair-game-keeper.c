/* lair-game-keeper.c — keeps the game in progress and records finished ones
 *
 * The game in progress is written to a file after every decision, so a
 * crash or a killed process loses at most the room being played, and
 * going back to the menu or closing the window keeps it to resume. A
 * finished game goes into the history and its saved copy is removed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <unistd.h>

#include "lair-game-keeper.h"

struct _LairGameKeeper
{
  GObject          parent_instance;

  LairGameSession *session;
  char            *path;
  LairGameKeeperStoreFunc store_func;
  gpointer         store_data;
  GDateTime       *started;
  gboolean         can_resume;
};

G_DEFINE_FINAL_TYPE (LairGameKeeper, lair_game_keeper, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_PATH,
  PROP_CAN_RESUME,
  N_PROPS
};

enum {
  NOTICE,
  GAME_RECORDED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
set_can_resume (LairGameKeeper *self,
                gboolean        can_resume)
{
  if (self->can_resume == can_resume)
    return;
  self->can_resume = can_resume;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_RESUME]);
}

static gboolean
in_game (LairGameKeeper *self)
{
  LairSessionPhase phase = lair_game_session_get_phase (self->session);

  return phase == LAIR_SESSION_PLAYING || phase == LAIR_SESSION_REVEAL;
}

static void
notice (LairGameKeeper *self,
        const char     *message)
{
  g_signal_emit (self, signals[NOTICE], 0, message);
}

static gboolean
set_error_from_errno (GError     **error,
                      const char  *path)
{
  int saved_errno = errno;

  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               "%s: %s", path, g_strerror (saved_errno));
  return FALSE;
}

/* The file a save is written to before it takes the saved game's name */
static char *
get_fresh_path (LairGameKeeper *self)
{
  return g_strconcat (self->path, ".new", NULL);
}

/* Writes @data to a file that must not exist yet. GLib's
 * g_file_set_contents_full() reserves the file's blocks first
 * (fallocate), and removing such a file on the next save made each save
 * wait about 4 ms for the disk here; plain writes do not. */
static gboolean
write_new_file (const char  *path,
                GBytes      *data,
                GError     **error)
{
  const guint8 *bytes = g_bytes_get_data (data, NULL);
  gsize left = g_bytes_get_size (data);
  int fd = g_open (path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);

  if (fd < 0)
    return set_error_from_errno (error, path);
  while (left > 0)
    {
      gssize written = write (fd, bytes, left);

      if (written < 0 && errno == EINTR)
        continue;
      if (written <= 0)
        {
          if (written == 0)
            errno = EIO;
          set_error_from_errno (error, path);
          g_close (fd, NULL);
          g_unlink (path);
          return FALSE;
        }
      bytes += written;
      left -= (gsize) written;
    }
  if (!g_close (fd, error))
    {
      g_unlink (path);
      return FALSE;
    }
  return TRUE;
}

/* Writes @data whole to a fresh file, then gives it the saved game's
 * name, so that a killed or crashed game leaves the old save or the new
 * one, never a mix; without waiting for the disk, which would stall the
 * board on every decision.
 *
 * g_file_set_contents_full() with G_FILE_SET_CONTENTS_NONE cannot do
 * this: GLib 2.74 writes over the old file in place, without truncating
 * it, so a shorter save would keep the tail of a longer one. Nor a rename over the old save: ext4 then
 * flushes the new file first (auto_da_alloc), about 4 ms each time. So
 * the old save is removed first; a game stopped between the two steps
 * leaves only the fresh file, which recover() takes up. */
static gboolean
replace_unsynced (LairGameKeeper  *self,
                  GBytes          *data,
                  GError         **error)
{
  g_autofree char *fresh = get_fresh_path (self);

  /* a fresh file left by a crash would be written over in place */
  if (g_unlink (fresh) != 0 && errno != ENOENT)
    return set_error_from_errno (error, fresh);
  if (!write_new_file (fresh, data, error))
    return FALSE;
  if ((g_unlink (self->path) != 0 && errno != ENOENT) || g_rename (fresh, self->path) != 0)
    {
      set_error_from_errno (error, self->path);
      g_unlink (fresh);
      return FALSE;
    }
  return TRUE;
}

/* A save written whole whose rename a stopped game never made */
static void
recover (LairGameKeeper *self)
{
  g_autofree char *fresh = get_fresh_path (self);

  if (!g_file_test (self->path, G_FILE_TEST_EXISTS) && g_file_test (fresh, G_FILE_TEST_IS_REGULAR))
    g_rename (fresh, self->path);
}

static void
remove_saved (LairGameKeeper *self)
{
  g_autofree char *fresh = get_fresh_path (self);

  g_unlink (self->path);
  g_unlink (fresh);
}

static gboolean
save (LairGameKeeper         *self,
      GFileSetContentsFlags   flags,
      GError                **error)
{
  g_autofree char *dir = NULL;
  g_autoptr(GBytes) data = NULL;

  if (!in_game (self))
    return TRUE;

  data = lair_game_session_save (self->session);
  if (data == NULL)
    return TRUE;
  dir = g_path_get_dirname (self->path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    return set_error_from_errno (error, dir);
  if (flags != G_FILE_SET_CONTENTS_NONE)
    return g_file_set_contents_full (self->path, g_bytes_get_data (data, NULL),
                                     (gssize) g_bytes_get_size (data), flags, 0600, error);
  return replace_unsynced (self, data, error);
}

/* Every decision is a point the game can be resumed from. The file is
 * replaced whole by a rename (replace_unsynced()), which a killed or
 * crashed game cannot tear; it is not synced to the disk here, which would
 * stall the board for milliseconds on every decision. */
static void
decision_started_cb (LairGameKeeper *self)
{
  g_autoptr(GError) error = NULL;

  if (!save (self, G_FILE_SET_CONTENTS_NONE, &error))
    {
      g_autofree char *text = g_strdup_printf (_("The game in progress could not be kept: %s"),
                                               error->message);

      notice (self, text);
    }
}

static void
phase_changed_cb (LairGameKeeper *self)
{
  if (in_game (self))
    {
      if (self->started == NULL)
        self->started = g_date_time_new_now_local ();
      /* the saved game is the one being played now */
      set_can_resume (self, FALSE);
    }
  else if (lair_game_session_get_phase (self->session) == LAIR_SESSION_MENU)
    {
      g_clear_pointer (&self->started, g_date_time_unref);
      set_can_resume (self, g_file_test (self->path, G_FILE_TEST_IS_REGULAR));
    }
}

static void
game_finished_cb (LairGameKeeper       *self,
                  const LairGameRecord *finished)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autoptr(GPtrArray) levels = g_ptr_array_new_with_free_func (g_free);
  LairGameRecord record = *finished;
  LairStoreGameInfo info = { 0 };
  LairStore *store;
  gboolean recorded = FALSE;

  /* a game watched again is in the history already, and the game kept
   * to resume is another */
  if (lair_game_session_get_watching (self->session))
    return;

  info.date = now;
  info.duration = self->started != NULL ? g_date_time_difference (now, self->started) : 0;
  info.seed = lair_game_session_get_seed (self->session);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (self->session, i);
      gint p = lair_seat_get_player (seat);

      if (p < 0)
        continue;
      info.seats[p].name = lair_seat_get_name (seat);
      if (lair_seat_get_kind (seat) == LAIR_SEAT_COMPUTER)
        {
          LairAiLevel level = { lair_seat_get_level (seat), 0 };
          char *text = lair_ai_level_to_string (&level);

          g_ptr_array_add (levels, text);
          info.seats[p].level = text;
        }
    }

  store = self->store_func != NULL ? self->store_func (self->store_data, &error) : NULL;
  if (store != NULL)
    {
      recorded = lair_store_record_game (store, &info, &record, NULL, &error);
      if (recorded)
        lair_store_set_usage (store, lair_game_session_get_usage (self->session), NULL);
    }
  if (!recorded)
    {
      g_autofree char *text =
        g_strdup_printf (_("This game was not recorded: %s"),
                         error != NULL ? error->message : _("there is no history to record it in"));

      notice (self, text);
    }

  /* a finished game is in the history, not to be resumed */
  remove_saved (self);
  g_clear_pointer (&self->started, g_date_time_unref);

  /* the history decides the achievements that compare with earlier games */
  g_signal_emit (self, signals[GAME_RECORDED], 0, &record);
}

static void
lair_game_keeper_constructed (GObject *object)
{
  LairGameKeeper *self = LAIR_GAME_KEEPER (object);

  G_OBJECT_CLASS (lair_game_keeper_parent_class)->constructed (object);

  g_assert (LAIR_IS_GAME_SESSION (self->session));
  if (self->path == NULL)
    self->path = lair_game_keeper_get_default_path ();
  recover (self);

  g_signal_connect_object (self->session, "decision-started",
                           G_CALLBACK (decision_started_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::phase",
                           G_CALLBACK (phase_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "game-finished",
                           G_CALLBACK (game_finished_cb), self, G_CONNECT_SWAPPED);
  phase_changed_cb (self);
}

static void
lair_game_keeper_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  LairGameKeeper *self = LAIR_GAME_KEEPER (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_PATH:
      g_value_set_string (value, self->path);
      break;
    case PROP_CAN_RESUME:
      g_value_set_boolean (value, self->can_resume);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_game_keeper_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  LairGameKeeper *self = LAIR_GAME_KEEPER (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      self->session = g_value_dup_object (value);
      break;
    case PROP_PATH:
      self->path = g_value_dup_string (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_game_keeper_dispose (GObject *object)
{
  LairGameKeeper *self = LAIR_GAME_KEEPER (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (lair_game_keeper_parent_class)->dispose (object);
}

static void
lair_game_keeper_finalize (GObject *object)
{
  LairGameKeeper *self = LAIR_GAME_KEEPER (object);

  g_free (self->path);
  g_clear_pointer (&self->started, g_date_time_unref);

  G_OBJECT_CLASS (lair_game_keeper_parent_class)->finalize (object);
}

static void
lair_game_keeper_class_init (LairGameKeeperClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = lair_game_keeper_constructed;
  object_class->get_property = lair_game_keeper_get_property;
  object_class->set_property = lair_game_keeper_set_property;
  object_class->dispose = lair_game_keeper_dispose;
  object_class->finalize = lair_game_keeper_finalize;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, LAIR_TYPE_GAME_SESSION,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PATH] =
    g_param_spec_string ("path", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * LairGameKeeper:can-resume:
   *
   * Whether a game left unfinished is kept and may be resumed: only in
   * the main menu.
   */
  properties[PROP_CAN_RESUME] =
    g_param_spec_boolean ("can-resume", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * LairGameKeeper::notice:
   * @self: the keeper
   * @message: what to tell the players
   *
   * Something went wrong that the players should know: a game not
   * recorded, or not kept.
   */
  signals[NOTICE] =
    g_signal_new ("notice", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  /**
   * LairGameKeeper::game-recorded:
   * @self: the keeper
   * @record: (type gpointer): the #LairGameRecord with the achievements
   *   the history awarded
   *
   * A finished game went into the history (or could not, after a notice).
   */
  signals[GAME_RECORDED] =
    g_signal_new ("game-recorded", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
lair_game_keeper_init (LairGameKeeper *self)
{
}

/**
 * lair_game_keeper_new:
 * @session: the game to keep
 * @path: (nullable): where to keep it; %NULL for the default path
 *
 * Returns: (transfer full): a new keeper
 */
LairGameKeeper *
lair_game_keeper_new (LairGameSession *session,
                      const char      *path)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (session), NULL);

  return g_object_new (LAIR_TYPE_GAME_KEEPER, "session", session, "path", path, NULL);
}

/**
 * lair_game_keeper_get_default_path:
 *
 * Returns: (transfer full): where the game in progress is kept
 */
char *
lair_game_keeper_get_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "spider-lair", "saved-game", NULL);
}

const char *
lair_game_keeper_get_path (LairGameKeeper *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_KEEPER (self), NULL);
  return self->path;
}

gboolean
lair_game_keeper_get_can_resume (LairGameKeeper *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_KEEPER (self), FALSE);
  return self->can_resume;
}

/**
 * lair_game_keeper_set_store_func:
 * @self: a #LairGameKeeper
 * @func: (nullable): gives the history finished games go into
 * @data: its data
 *
 * Sets where finished games are recorded. The history is asked for when a
 * game finishes, so a game is recorded even if it ends before anything
 * else opened the history.
 */
void
lair_game_keeper_set_store_func (LairGameKeeper          *self,
                                 LairGameKeeperStoreFunc  func,
                                 gpointer                 data)
{
  g_return_if_fail (LAIR_IS_GAME_KEEPER (self));

  self->store_func = func;
  self->store_data = data;
}

/**
 * lair_game_keeper_save:
 * @self: a #LairGameKeeper
 * @error: return location for a #GError
 *
 * Writes the game in progress and syncs it to the disk, replacing the
 * file whole so that a crash while writing leaves the previous copy. The
 * keeper does this itself after every decision (without the sync);
 * call it when the game is left. Outside a game it does nothing.
 *
 * Returns: %TRUE unless the game could not be written
 */
gboolean
lair_game_keeper_save (LairGameKeeper  *self,
                       GError         **error)
{
  g_return_val_if_fail (LAIR_IS_GAME_KEEPER (self), FALSE);

  return save (self, G_FILE_SET_CONTENTS_CONSISTENT, error);
}

/**
 * lair_game_keeper_resume:
 * @self: a #LairGameKeeper
 * @error: return location for a #GError
 *
 * Resumes the kept game. A file that cannot be resumed is removed, so the
 * menu does not offer it again.
 *
 * Returns: %TRUE if the game goes on
 */
gboolean
lair_game_keeper_resume (LairGameKeeper  *self,
                         GError         **error)
{
  g_autoptr(GBytes) data = NULL;
  char *contents = NULL;
  gsize length = 0;

  g_return_val_if_fail (LAIR_IS_GAME_KEEPER (self), FALSE);

  if (!g_file_get_contents (self->path, &contents, &length, error))
    {
      set_can_resume (self, FALSE);
      return FALSE;
    }
  data = g_bytes_new_take (contents, length);
  if (!lair_game_session_restore (self->session, data, error))
    {
      remove_saved (self);
      set_can_resume (self, FALSE);
      return FALSE;
    }
  return TRUE;
}

/**
 * lair_game_keeper_discard:
 * @self: a #LairGameKeeper
 *
 * Throws the kept game away; it is never recorded.
 */
void
lair_game_keeper_discard (LairGameKeeper *self)
{
  g_return_if_fail (LAIR_IS_GAME_KEEPER (self));

  remove_saved (self);
  set_can_resume (self, FALSE);
}

typedef struct {
  GArray *choices;
} Listener;

static void
choice_heard_cb (const LairEvent *event,
                 gpointer         data)
{
  Listener *listener = data;

  if (event->type == LAIR_EVENT_CHOICE)
    g_array_append_val (listener->choices, event->choice.choice);
}

/**
 * lair_game_keeper_watch:
 * @self: a #LairGameKeeper
 * @store: the history
 * @id: a game of @store
 * @error: why it cannot be watched, in words for the player
 *
 * Has the session play game @id of the history again, every seat
 * choosing as it did, without recording anything. The game plays once
 * first, to be sure it ends as it was recorded.
 *
 * Returns: %TRUE if the game is being watched
 */
gboolean
lair_game_keeper_watch (LairGameKeeper  *self,
                        LairStore       *store,
                        gint64           id,
                        GError         **error)
{
  g_autoptr(LairStoreGame) game = NULL;
  g_autoptr(GArray) choices = g_array_new (FALSE, FALSE, sizeof (LairChoice));
  LairWatchSeat seats[LAIR_MAX_PLAYERS] = { { 0 } };
  Listener listener = { choices };
  LairGameConfig config;

  g_return_val_if_fail (LAIR_IS_GAME_KEEPER (self), FALSE);
  g_return_val_if_fail (LAIR_IS_STORE (store), FALSE);

  if (!lair_store_replay_game (store, id, choice_heard_cb, &listener, &game, error))
    return FALSE;

  lair_game_config_init (&config, game->n_players, game->seed);
  config.has_adventures = TRUE;
  for (guint d = 0; d < LAIR_N_DUNGEONS && d < game->n_dungeons; d++)
    config.adventures[d] = game->dungeons[d].adventure;
  for (guint p = 0; p < game->n_players; p++)
    {
      LairAiLevel level = { LAIR_AI_NORMAL, 0 };

      if (game->seats[p].level != NULL)
        lair_ai_level_parse (game->seats[p].level, &level);
      seats[p].name = game->seats[p].name;
      seats[p].computer = game->seats[p].computer;
      seats[p].level = level.kind;
      seats[p].achievements = game->seats[p].achievements;
    }

  return lair_game_session_watch (self->session, &config, seats,
                                  (const LairChoice *) (gpointer) choices->data, choices->len, error);
}
