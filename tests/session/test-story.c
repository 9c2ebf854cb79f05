/* test-story.c — the story of a game, beat by beat, on a clock of its own
 *
 * Full games are told on the story's manual clock, so every beat can be
 * looked at for as long as it holds: how long each kind of beat holds at
 * the default speed, that every choice is turned over before anything it
 * leads to, that a shown seat changes only when a beat that changes it
 * plays, and that when the story ends the seats as shown are the seats.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lair-story.h"
#include "session-test-util.h"

/* The properties of a seat that a story holds back */
static const char * const held[] = {
  "inside", "outcome", "outcome-gems", "outcome-bars", "outcome-bar-value", "outcome-coins", "hand",
  "chest", "gold-bars", "bar-value", "shares", "queens", "changelings", "obligation",
};

typedef struct {
  gint values[G_N_ELEMENTS (held)];
} Snapshot;

typedef struct {
  LairGameSession *session;
  LairStory       *story;
  guint            n_beats[LAIR_BEAT_SUMMARY + 1];
  guint            n_outcomes;
  guint            n_reveals;
  guint            n_stories;
  gboolean         revealed;           /* this decision's choices are turned over */
  gboolean         outcome_before_reveal;
  Snapshot         last[LAIR_N_SEATS]; /* as shown when the last beat ended */
  guint            n_checked;
  guint            n_left_with_bars;   /* leavers whose state named their bars */
  guint            n_left_with_coins;  /* and their coins */
} Telling;

static void
snapshot (GObject  *object,
          Snapshot *into)
{
  for (guint k = 0; k < G_N_ELEMENTS (held); k++)
    {
      g_auto(GValue) value = G_VALUE_INIT;

      g_object_get_property (object, held[k], &value);
      if (G_VALUE_HOLDS_BOOLEAN (&value))
        into->values[k] = g_value_get_boolean (&value);
      else if (G_VALUE_HOLDS_ENUM (&value))
        into->values[k] = g_value_get_enum (&value);
      else
        into->values[k] = g_value_get_int (&value);
    }
}

/* A shown seat changes only while a beat plays that changes it (what it
 * puts into words, read-only, follows what it shows and its seat) */
static void
shown_notify_cb (LairShownSeat *shown,
                 GParamSpec    *pspec,
                 Telling       *t)
{
  const LairBeat *beat = lair_story_get_beat (t->story);
  guint index = lair_seat_get_index (lair_shown_seat_get_seat (shown));

  if (lair_shown_seat_get_following (shown) || !(pspec->flags & G_PARAM_WRITABLE) || g_strv_contains ((const char * const[]) { "following", "news",
                                                                                         "shown-choice", "leaving",
                                                                                         "winner", NULL },
                                                                pspec->name))
    return;
  g_assert_nonnull (beat);
  /* everybody walks into a dungeon with empty hands */
  if (beat->kind != LAIR_BEAT_DUNGEON)
    g_assert_true (beat->changed & (1u << index));
}

static void
beat_started_cb (LairStory      *story,
                 const LairBeat *beat,
                 Telling        *t)
{
  guint time = lair_story_get_beat_time (story);

  t->n_beats[beat->kind]++;
  /* with delays, every beat is heard, the summary's too */
  g_assert_false (lair_story_get_told_at_once (story));
  /* at the default speed, every choice turned over and every outcome
   * holds long enough to follow */
  if (beat->kind == LAIR_BEAT_REVEAL)
    {
      g_assert_cmpuint (time, >=, LAIR_BEAT_REVEAL_MIN);
      g_assert_cmpuint (beat->duration, ==, lair_beat_min_duration (beat->kind, beat->scene.kind));
      t->revealed = TRUE;
      t->n_reveals++;
      /* nobody's choice shows before this beat turns them all over */
      for (guint i = 0; i < LAIR_N_SEATS; i++)
        g_assert_cmpint (lair_shown_seat_get_shown_choice (lair_story_get_shown_seat (story, i)), ==,
                         LAIR_CHOICE_NONE);
    }
  else if (lair_beat_is_outcome (beat))
    {
      g_assert_cmpuint (time, >=, LAIR_BEAT_OUTCOME_MIN);
      t->n_outcomes++;
    }
  /* a leaver walks out once everybody's choice is turned over (the
   * spider strikes on entering its room, with no choice) */
  if (beat->kind == LAIR_BEAT_LEAVE)
    t->outcome_before_reveal |= !t->revealed;
  if (beat->kind == LAIR_BEAT_FLIP || beat->kind == LAIR_BEAT_DUNGEON)
    t->revealed = FALSE;
  /* every beat but the floor's share of the remainder says what it shows */
  if (beat->kind != LAIR_BEAT_FLOOR || beat->duration > 0)
    g_assert_cmpuint (beat->lines->len, >, 0);
}

static void
beat_finished_cb (LairStory      *story,
                  const LairBeat *beat,
                  Telling        *t)
{
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    snapshot (G_OBJECT (lair_story_get_shown_seat (story, i)), &t->last[i]);
  /* a leaver's state names all it carried out, bars and coins too */
  if (beat->kind == LAIR_BEAT_LEAVE)
    {
      LairShownSeat *shown = lair_story_get_shown_seat (story, beat->scene.seat);
      const char *spoken = lair_shown_seat_get_state_spoken (shown);

      g_assert_cmpint (lair_shown_seat_get_outcome (shown), ==, LAIR_OUTCOME_LEFT);
      g_assert_true (g_str_has_prefix (spoken, "left safely with "));
      if (lair_shown_seat_get_outcome_bars (shown) > 0)
        {
          g_assert_nonnull (strstr (spoken, "gold bar"));
          t->n_left_with_bars++;
        }
      if (lair_shown_seat_get_outcome_coins (shown) > 0)
        {
          g_assert_nonnull (strstr (spoken, "coin"));
          t->n_left_with_coins++;
        }
    }
  /* once turned over, the choices show until the next room */
  if (beat->kind == LAIR_BEAT_REVEAL)
    for (guint32 m = beat->scene.mask; m != 0; m &= m - 1)
      g_assert_cmpint (lair_shown_seat_get_shown_choice (lair_story_get_shown_seat (story, __builtin_ctz (m))),
                       ==, beat->scene.picks[__builtin_ctz (m)]);
}

/* Told to its end, the seats as shown are the seats: what the board
 * showed added up to what the game did */
static void
busy_cb (LairStory  *story,
         GParamSpec *pspec,
         Telling    *t)
{
  if (lair_story_get_busy (story))
    {
      t->n_stories++;
      return;
    }
  /* a story dropped as the game ended has nothing more to agree with */
  if (lair_game_session_get_phase (t->session) == LAIR_SESSION_MENU)
    return;
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (t->session, i);
      Snapshot now;

      if (lair_seat_get_player (seat) < 0)
        continue;
      snapshot (G_OBJECT (seat), &now);
      for (guint k = 0; k < G_N_ELEMENTS (held); k++)
        if (now.values[k] != t->last[i].values[k])
          g_error ("seat %u: %s shown as %d, is %d", i, held[k], t->last[i].values[k], now.values[k]);
      t->n_checked++;
    }
}

static void
tell_game (const char *kinds,
           guint64     seed,
           double      speed,
           Telling    *t)
{
  g_autoptr(LairGameSession) session = test_session_new ();
  g_autoptr(LairStory) story = lair_story_new (session);
  LairGameConfig config;
  guint n_players = 0;
  guint guard = 0;

  *t = (Telling) { .session = session, .story = story };
  /* a story with delays to hold, on a clock the test moves on */
  lair_game_session_set_grace_delay (session, 1);
  lair_game_session_set_reveal_delay (session, 1);
  lair_story_set_manual_clock (story, TRUE);
  lair_story_set_speed (story, speed);
  g_signal_connect (story, "beat-started", G_CALLBACK (beat_started_cb), t);
  g_signal_connect (story, "beat-finished", G_CALLBACK (beat_finished_cb), t);
  g_signal_connect (story, "notify::busy", G_CALLBACK (busy_cb), t);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    g_signal_connect (lair_story_get_shown_seat (story, i), "notify", G_CALLBACK (shown_notify_cb), t);

  test_seat (session, kinds);
  for (guint i = 0; kinds[i] != '\0'; i++)
    n_players += kinds[i] != '.';
  lair_game_config_init (&config, n_players, seed);
  config.has_adventures = TRUE;
  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    config.adventures[d] = (seed + d) % LAIR_N_ADVENTURES;
  g_assert_true (lair_game_session_play_with_config (session, &config, NULL));

  while (lair_game_session_get_phase (session) != LAIR_SESSION_FINISHED || lair_story_get_busy (story))
    {
      const LairBeat *beat = lair_story_get_beat (story);

      g_assert_cmpuint (guard++, <, 200000);
      if (lair_story_get_waiting (story))
        lair_story_continue (story);
      else if (beat != NULL)
        lair_story_advance (story, lair_story_get_beat_time (story));
      else
        {
          test_humans_choose (session);
          g_main_context_iteration (NULL, !lair_story_get_busy (story));
        }
    }
  g_signal_handlers_disconnect_by_data (story, t);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    g_signal_handlers_disconnect_by_data (lair_story_get_shown_seat (story, i), t);
  lair_story_stop (story);
}

/* Every kind of beat, over games of every adventure, at every table size */
static void
test_beats (void)
{
  static const char * const tables[] = { "h", "hc", "chc", "hhcc", "c.c.hc", "ccchhcc", "hcchccch", "ccccccccc" };
  guint totals[LAIR_BEAT_SUMMARY + 1] = { 0 };
  guint n_outcomes = 0, n_reveals = 0, n_checked = 0, n_bars = 0, n_coins = 0;

  for (guint g = 0; g < 2 * LAIR_N_ADVENTURES / LAIR_N_DUNGEONS * G_N_ELEMENTS (tables); g++)
    {
      Telling t;

      tell_game (tables[g % G_N_ELEMENTS (tables)], 11 + g, 1.0, &t);
      for (guint k = 0; k <= LAIR_BEAT_SUMMARY; k++)
        totals[k] += t.n_beats[k];
      n_outcomes += t.n_outcomes;
      n_reveals += t.n_reveals;
      n_checked += t.n_checked;
      n_bars += t.n_left_with_bars;
      n_coins += t.n_left_with_coins;
      g_assert_false (t.outcome_before_reveal);
      g_assert_cmpuint (t.n_beats[LAIR_BEAT_SUMMARY], ==, LAIR_N_DUNGEONS);
    }
  /* every kind of beat was told and checked */
  for (guint k = 0; k <= LAIR_BEAT_SUMMARY; k++)
    g_assert_cmpuint (totals[k], >, 0);
  g_assert_cmpuint (n_outcomes, >, 1000);
  g_assert_cmpuint (n_reveals, >, 100);
  g_assert_cmpuint (n_checked, >, 100);
  g_assert_cmpuint (n_bars, >, 0);
  g_assert_cmpuint (n_coins, >, 0);
}

/* A faster story holds each beat for less, in proportion */
/* A story of @session, seated as @kinds ("hc": a person, a computer),
 * with its delays short and on a clock the test moves on */
static void
tell_on_test_clock (LairGameSession *session,
                    LairStory       *story,
                    const char      *kinds)
{
  lair_game_session_set_grace_delay (session, 1);
  lair_game_session_set_reveal_delay (session, 1);
  lair_story_set_manual_clock (story, TRUE);
  test_seat (session, kinds);
}

/* Starts a game of two players on @seed */
static void
play_two (LairGameSession *session,
          guint64          seed)
{
  LairGameConfig config;

  lair_game_config_init (&config, 2, seed);
  g_assert_true (lair_game_session_play_with_config (session, &config, NULL));
}

static void
test_speed (void)
{
  g_autoptr(LairGameSession) session = test_session_new ();
  g_autoptr(LairStory) story = lair_story_new (session);

  tell_on_test_clock (session, story, "cc");
  lair_story_set_speed (story, 2.0);
  play_two (session, 5);
  while (lair_story_get_beat (story) == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (lair_story_get_beat (story)->kind, ==, LAIR_BEAT_DUNGEON);
  g_assert_cmpuint (lair_story_get_beat_time (story), ==, lair_story_get_beat (story)->duration / 2);
  lair_story_stop (story);
}

/* Moving on at once shows what the beat leaves, and the next begins */
static void
test_skip (void)
{
  g_autoptr(LairGameSession) session = test_session_new ();
  g_autoptr(LairStory) story = lair_story_new (session);
  LairShownSeat *ada = lair_story_get_shown_seat (story, 0);
  guint n_skipped = 0;
  const LairBeat *beat;

  tell_on_test_clock (session, story, "cc");
  play_two (session, 9);
  /* up to the first share of gems */
  while ((beat = lair_story_get_beat (story)) == NULL || beat->scene.kind != LAIR_SCENE_SHARE)
    {
      if (beat != NULL)
        {
          lair_story_skip (story);
          n_skipped++;
        }
      else
        g_main_context_iteration (NULL, TRUE);
      g_assert_cmpuint (n_skipped, <, 100);
    }
  /* the gems are on their way, not yet in the hand */
  g_assert_true (beat->changed & 1u);
  g_assert_cmpint (lair_shown_seat_get_hand (ada), ==, 0);
  lair_story_advance (story, 1);
  g_assert_cmpint (lair_shown_seat_get_hand (ada), ==, 0);
  lair_story_skip (story);
  g_assert_cmpint (lair_shown_seat_get_hand (ada), >, 0);
  g_assert_true (lair_story_get_beat (story) != beat || lair_story_get_beat (story) == NULL);
  lair_story_stop (story);
  /* at rest the shown seat is the seat again */
  g_assert_true (lair_shown_seat_get_following (ada));
  g_assert_cmpint (lair_shown_seat_get_hand (ada), ==, lair_seat_get_hand (lair_game_session_get_seat (session, 0)));
}

static void
record_name_cb (LairShownSeat *shown,
                GParamSpec    *pspec,
                GPtrArray     *names)
{
  char *name = NULL;

  g_object_get (shown, "choose-name", &name, NULL);
  g_ptr_array_add (names, name);
}

/* A seat that chose keeps its button's name while the choices are told,
 * and it changes once, as the seat may choose again: a screen reader says
 * a name change there, so it says "your turn" and nothing before */
static void
test_choose_name_holds (void)
{
  g_autoptr(LairGameSession) session = test_session_new ();
  g_autoptr(LairStory) story = lair_story_new (session);
  LairShownSeat *ada = lair_story_get_shown_seat (story, 0);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  gboolean chose = FALSE;
  guint n_checked = 0, n_loops = 0;

  tell_on_test_clock (session, story, "hc");
  play_two (session, 3);
  g_signal_connect (ada, "notify::choose-name", G_CALLBACK (record_name_cb), names);
  while (n_checked < 4 && lair_game_session_get_phase (session) != LAIR_SESSION_FINISHED)
    {
      LairSeat *seat = lair_shown_seat_get_seat (ada);

      g_assert_cmpuint (++n_loops, <, 100000);
      if (lair_story_get_beat (story) != NULL)
        {
          if (chose)
            g_assert_cmpuint (names->len, ==, 0);
          if (lair_story_get_beat (story)->kind == LAIR_BEAT_SUMMARY)
            {
              /* a new dungeon: nobody chose in it yet */
              lair_story_continue (story);
              chose = FALSE;
            }
          else
            lair_story_advance (story, lair_story_get_beat_time (story));
        }
      else if (lair_story_get_busy (story))
        g_main_context_iteration (NULL, FALSE);
      else if (lair_shown_seat_get_turn (ada) == LAIR_TURN_CHOOSING &&
               lair_seat_get_selection (seat) == LAIR_SELECTION_NONE)
        {
          if (chose)
            {
              g_assert_cmpuint (names->len, ==, 1);
              g_assert_cmpstr (g_ptr_array_index (names, 0), ==, "Choose for Player 1");
              n_checked++;
            }
          g_assert_true (lair_game_session_choose (session, 0, g_bit_nth_lsf (lair_seat_get_options (seat), -1),
                                                   NULL));
          g_ptr_array_set_size (names, 0);
          chose = TRUE;
        }
      else
        {
          chose = chose && lair_shown_seat_get_inside (ada);
          test_step (session);
          if (!lair_story_get_busy (story))
            g_ptr_array_set_size (names, 0);
        }
    }
  g_assert_cmpuint (n_checked, >, 0);
  g_signal_handlers_disconnect_by_data (ada, names);
  lair_story_stop (story);
}

static void
count_news_cb (LairShownSeat *shown,
               GParamSpec    *pspec,
               guint         *n_changes)
{
  if (*lair_shown_seat_get_news (shown) != '\0')
    (*n_changes)++;
}

typedef struct {
  LairShownSeat *ada;
  guint          decisions;
  guint          n_changes;   /* of the news since the choices were turned over */
  guint          n_rooms;     /* turned over since */
  guint          n_ends;      /* dungeons ended since */
  char          *at_room;     /* the news as the last room was turned over */
} News;

static void
news_beat_cb (LairStory      *story,
              const LairBeat *beat,
              News           *n)
{
  if (beat->kind == LAIR_BEAT_REVEAL)
    {
      /* the news starts afresh as the choices are turned over */
      g_assert_cmpstr (lair_shown_seat_get_news (n->ada), ==, "");
      n->decisions++;
      n->n_changes = n->n_rooms = n->n_ends = 0;
      g_clear_pointer (&n->at_room, g_free);
    }
  else if (beat->kind == LAIR_BEAT_FLIP)
    {
      /* the room turned over is in the news as it begins */
      g_assert_nonnull (strstr (lair_shown_seat_get_news (n->ada), "Room "));
      g_free (n->at_room);
      n->at_room = g_strdup (lair_shown_seat_get_news (n->ada));
      n->n_rooms++;
    }
  else if (beat->kind == LAIR_BEAT_SUMMARY)
    n->n_ends++;
}

/* What happened since a seat last chose is there for a screen reader:
 * all of a room's story as the room is turned over, in one change */
static void
test_news (void)
{
  g_autoptr(LairGameSession) session = test_session_new ();
  g_autoptr(LairStory) story = lair_story_new (session);
  News n = { .ada = lair_story_get_shown_seat (story, 0) };
  guint n_chosen = 0, n_checked = 0, n_loops = 0;

  tell_on_test_clock (session, story, "hc");
  g_signal_connect (n.ada, "notify::news", G_CALLBACK (count_news_cb), &n.n_changes);
  g_signal_connect (story, "beat-started", G_CALLBACK (news_beat_cb), &n);
  play_two (session, 3);
  while (n.decisions < 6 && lair_game_session_get_phase (session) != LAIR_SESSION_FINISHED)
    {
      const LairBeat *beat = lair_story_get_beat (story);

      g_assert_cmpuint (++n_loops, <, 100000);
      if (beat != NULL && beat->kind == LAIR_BEAT_SUMMARY)
        lair_story_continue (story);
      else if (beat != NULL)
        lair_story_advance (story, lair_story_get_beat_time (story));
      else if (!lair_story_get_busy (story))
        {
          LairSeat *seat = lair_shown_seat_get_seat (n.ada);

          /* at the next choice, what the room held and what came of it;
           * once chosen, none of it: it is old */
          if (lair_seat_get_selection (seat) == LAIR_SELECTION_SELECTED)
            {
              g_assert_cmpstr (lair_shown_seat_get_news (n.ada), ==, "");
              n_chosen++;
            }
          else if (n.n_rooms > 0 && lair_shown_seat_get_inside (n.ada))
            {
              /* nothing came after the room that it had not told, and
               * the news changed once a room (and once as a dungeon
               * ended, on the way to the next) */
              g_assert_cmpstr (lair_shown_seat_get_news (n.ada), ==, n.at_room);
              g_assert_cmpuint (n.n_changes, >=, n.n_rooms);
              g_assert_cmpuint (n.n_changes, <=, n.n_rooms + n.n_ends);
              n_checked++;
            }
          test_step (session);
        }
      else
        g_main_context_iteration (NULL, FALSE);
    }
  g_assert_cmpuint (n_chosen, >, 0);
  g_assert_cmpuint (n_checked, >, 0);
  g_signal_handlers_disconnect_by_data (n.ada, &n.n_changes);
  g_signal_handlers_disconnect_by_data (story, &n);
  g_free (n.at_room);
  lair_story_stop (story);
}

static void
line_cb (LairStory  *story,
         const char *line,
         GPtrArray  *lines)
{
  g_ptr_array_add (lines, g_strdup (line));
}

static guint
find_line (GPtrArray  *lines,
           const char *line)
{
  guint at;

  g_assert_true (g_ptr_array_find_with_equal_func (lines, line, g_str_equal, &at));
  return at;
}

/* Tells the story to its end, and on to the next choice of seat @index */
static void
tell_to_choice (LairGameSession *session,
                LairStory       *story,
                guint            index)
{
  LairSeat *seat = lair_game_session_get_seat (session, index);

  for (guint guard = 0; lair_story_get_busy (story) || lair_seat_get_options (seat) == 0; guard++)
    {
      g_assert_cmpuint (guard, <, 10000);
      if (lair_story_get_beat (story) != NULL)
        lair_story_advance (story, lair_story_get_beat_time (story));
      else
        g_main_context_iteration (NULL, FALSE);
    }
}

/* A seat handed to the computer, or taken over from it, is a line of the
 * log in its place: at once when nothing is being told, else after what
 * the players have still to see */
static void
test_hands (void)
{
  g_autoptr(LairGameSession) session = test_session_new ();
  g_autoptr(LairStory) story = lair_story_new (session);
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *ada_out = NULL;
  g_autofree char *bob_in = NULL;
  g_autofree char *ada_in = NULL;
  guint told, ada_in_at;

  g_signal_connect (story, "line", G_CALLBACK (line_cb), lines);
  tell_on_test_clock (session, story, "hc");
  ada_out = g_strdup_printf ("The computer plays for %s from now on.",
                             lair_seat_get_name (lair_game_session_get_seat (session, 0)));
  bob_in = g_strdup_printf ("A person plays for %s from now on, instead of the computer.",
                            lair_seat_get_name (lair_game_session_get_seat (session, 1)));
  ada_in = g_strdup_printf ("A person plays for %s from now on, instead of the computer.",
                            lair_seat_get_name (lair_game_session_get_seat (session, 0)));
  play_two (session, 3);
  tell_to_choice (session, story, 0);

  /* nothing being told: the line comes at once */
  told = lines->len;
  g_assert_true (lair_game_session_hand_to_computer (session, 0, NULL));
  g_assert_cmpuint (lines->len, ==, told + 1);
  g_assert_cmpstr (g_ptr_array_index (lines, told), ==, ada_out);
  g_assert_true (lair_game_session_take_over (session, 1, NULL));
  g_assert_cmpuint (lines->len, ==, told + 2);
  g_assert_cmpstr (g_ptr_array_index (lines, told + 1), ==, bob_in);
  g_assert_false (lair_story_get_busy (story));

  /* a person taking a seat over by choosing for it; the step is told,
   * and meanwhile the other seat changes hands */
  g_assert_true (lair_game_session_choose (session, 1, LAIR_CHOICE_STAY, NULL));
  for (guint guard = 0; !lair_story_get_busy (story); guard++)
    {
      g_assert_cmpuint (guard, <, 10000);
      g_main_context_iteration (NULL, TRUE);
    }
  told = lines->len;
  g_assert_true (lair_game_session_take_over (session, 0, NULL));
  g_assert_cmpuint (lines->len, ==, told);
  for (guint guard = 0; lair_story_get_busy (story); guard++)
    {
      g_assert_cmpuint (guard, <, 10000);
      if (lair_story_get_beat (story) != NULL)
        lair_story_advance (story, lair_story_get_beat_time (story));
      else
        g_main_context_iteration (NULL, FALSE);
    }
  /* after what the step came to */
  ada_in_at = find_line (lines, ada_in);
  g_assert_cmpuint (ada_in_at, >, told);
  g_assert_cmpuint (find_line (lines, ada_out), <, told);
  lair_story_stop (story);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/story/beats", test_beats);
  g_test_add_func ("/story/speed", test_speed);
  g_test_add_func ("/story/skip", test_skip);
  g_test_add_func ("/story/news", test_news);
  g_test_add_func ("/story/choose-name-holds", test_choose_name_holds);
  g_test_add_func ("/story/hands", test_hands);

  return g_test_run ();
}
