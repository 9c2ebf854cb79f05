/* lair-phone-game.c — a seeded game served to phones, for the tests
 *
 * Seats by letter: 'p' a human seat invited to a phone, 'm' a human seat
 * played with the mouse (through the session's choosing call, the one
 * the seat's panel makes), 'c' a computer, '.' empty. The server listens
 * on 127.0.0.1; the story runs on a manual clock moved on here, either
 * at once (a fast story) or, with --stepped, one beat each time a line
 * "next" comes on standard input, so that a test can look at the phones
 * after every beat.
 *
 * Standard output has one JSON object per line: "ready" with the seats'
 * addresses, "beat" (with the seats as the board shows them), "summary",
 * "deciding" and "finished" with the results.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <stdio.h>

#include <glib/gi18n.h>
#include <gio/gunixinputstream.h>
#include <json-glib/json-glib.h>

#include "lair-remote-server.h"
#include "lair-words.h"

typedef struct {
  LairGameSession  *session;
  LairStory        *story;
  LairRemoteServer *server;
  GMainLoop        *loop;
  GDataInputStream *input;
  char             *kinds;
  gboolean          stepped;
  gboolean          waiting_next;   /* stepped: a line printed, waiting for "next" */
  gboolean          started;
  gboolean          finished;
  guint             told_decision;
  guint             n_beats;
  guint64           seed;
  guint             wait_phones;
} Game;

static void
print_node (JsonBuilder *builder)
{
  g_autoptr(JsonNode) root = json_builder_get_root (builder);
  g_autofree char *text = json_to_string (root, FALSE);

  printf ("%s\n", text);
  fflush (stdout);
}

/* The seats as the board shows them now */
static void
add_seats (Game        *game,
           JsonBuilder *builder)
{
  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (guint i = 0; game->kinds[i] != '\0'; i++)
    {
      LairShownSeat *shown = lair_story_get_shown_seat (game->story, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "index");
      json_builder_add_int_value (builder, i);
      json_builder_set_member_name (builder, "inside");
      json_builder_add_boolean_value (builder, lair_shown_seat_get_inside (shown));
      json_builder_set_member_name (builder, "hand");
      json_builder_add_int_value (builder, lair_shown_seat_get_hand (shown));
      json_builder_set_member_name (builder, "chest");
      json_builder_add_int_value (builder, lair_shown_seat_get_chest (shown));
      json_builder_set_member_name (builder, "gold_bars");
      json_builder_add_int_value (builder, lair_shown_seat_get_gold_bars (shown));
      json_builder_set_member_name (builder, "shares");
      json_builder_add_int_value (builder, lair_shown_seat_get_shares (shown));
      json_builder_set_member_name (builder, "queens");
      json_builder_add_int_value (builder, lair_shown_seat_get_queens (shown));
      json_builder_set_member_name (builder, "changelings");
      json_builder_add_int_value (builder, lair_shown_seat_get_changelings (shown));
      json_builder_set_member_name (builder, "obligation");
      json_builder_add_int_value (builder, lair_shown_seat_get_obligation (shown));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
print_event (Game       *game,
             const char *event,
             const char *kind)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "event");
  json_builder_add_string_value (builder, event);
  if (kind != NULL)
    {
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, kind);
    }
  json_builder_set_member_name (builder, "beats");
  json_builder_add_int_value (builder, game->n_beats);
  json_builder_set_member_name (builder, "decision");
  json_builder_add_int_value (builder, lair_game_session_get_decision (game->session));
  add_seats (game, builder);
  json_builder_end_object (builder);
  print_node (builder);
}

static void
print_finished (Game *game)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "event");
  json_builder_add_string_value (builder, "finished");
  json_builder_set_member_name (builder, "results");
  json_builder_begin_array (builder);
  for (guint i = 0; game->kinds[i] != '\0'; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (game->session, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "chest");
      json_builder_add_int_value (builder, lair_seat_get_chest (seat));
      json_builder_set_member_name (builder, "gold_bars");
      json_builder_add_int_value (builder, lair_seat_get_gold_bars (seat));
      json_builder_set_member_name (builder, "kind");
      json_builder_add_int_value (builder, lair_seat_get_kind (seat));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "decisions");
  json_builder_add_int_value (builder, lair_game_session_get_decision (game->session));
  json_builder_end_object (builder);
  print_node (builder);
}

/* The mouse seat's player: stays until the hand is worth taking home */
static void
mouse_chooses (Game *game)
{
  for (guint i = 0; game->kinds[i] != '\0'; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (game->session, i);
      LairOptions options = lair_seat_get_options (seat);
      LairChoice choice = LAIR_CHOICE_NONE;
      g_autoptr(GError) error = NULL;

      if (game->kinds[i] != 'm' || options == 0 || !lair_seat_get_inside (seat) ||
          lair_seat_get_selection (seat) == LAIR_SELECTION_SELECTED)
        continue;
      if (lair_seat_get_hand (seat) >= 8 && (options & LAIR_OPTION (LAIR_CHOICE_LEAVE)))
        choice = LAIR_CHOICE_LEAVE;
      for (guint n = 0; n < LAIR_N_CHOICES && choice == LAIR_CHOICE_NONE; n++)
        if (options & LAIR_OPTION (lair_choice_nth (n)))
          choice = lair_choice_nth (n);
      if (!lair_game_session_choose_for_decision (game->session, lair_game_session_get_decision (game->session),
                                                  i, choice, &error))
        g_error ("the mouse seat could not choose: %s", error->message);
    }
}

static void play (Game *game);

static gboolean
pump_cb (gpointer data)
{
  Game *game = data;
  const LairBeat *beat;

  if (game->waiting_next || !game->started)
    return G_SOURCE_CONTINUE;

  if (lair_story_get_waiting (game->story))
    {
      if (game->stepped)
        {
          print_event (game, "summary", NULL);
          game->waiting_next = TRUE;
          return G_SOURCE_CONTINUE;
        }
      lair_story_continue (game->story);
      return G_SOURCE_CONTINUE;
    }
  if ((beat = lair_story_get_beat (game->story)) != NULL)
    {
      static const char * const kinds[] = { "note", "dungeon", "flip", "reveal", "scene", "leave",
                                            "spider", "floor", "fork", "summary" };
      const char *kind = beat->scene.kind == LAIR_SCENE_REVEAL ? "reveal" :
                         beat->kind < G_N_ELEMENTS (kinds) ? kinds[beat->kind] : "?";

      game->n_beats++;
      /* the beat told to its end (after which it is gone) */
      lair_story_advance (game->story, lair_story_get_beat_time (game->story));
      if (game->stepped)
        {
          /* then the test looks */
          print_event (game, "beat", kind);
          game->waiting_next = TRUE;
        }
      return G_SOURCE_CONTINUE;
    }
  if (lair_game_session_get_phase (game->session) == LAIR_SESSION_FINISHED)
    {
      if (!game->finished)
        {
          game->finished = TRUE;
          print_finished (game);
        }
      return G_SOURCE_CONTINUE;
    }
  if (lair_game_session_get_phase (game->session) == LAIR_SESSION_PLAYING &&
      !lair_story_get_busy (game->story))
    {
      guint decision = lair_game_session_get_decision (game->session);

      if (decision != game->told_decision)
        {
          game->told_decision = decision;
          print_event (game, "deciding", NULL);
        }
      mouse_chooses (game);
    }
  return G_SOURCE_CONTINUE;
}

static void
read_line_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  Game *game = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = g_data_input_stream_read_line_finish (game->input, result, NULL, &error);

  if (line == NULL)
    {
      g_main_loop_quit (game->loop);
      return;
    }
  if (g_str_equal (line, "next") && game->waiting_next)
    {
      game->waiting_next = FALSE;
      if (lair_story_get_waiting (game->story))
        lair_story_continue (game->story);
    }
  else if (g_str_equal (line, "play"))
    play (game);
  else if (g_str_equal (line, "quit"))
    {
      g_main_loop_quit (game->loop);
      return;
    }
  g_data_input_stream_read_line_async (game->input, G_PRIORITY_DEFAULT, NULL, read_line_cb, game);
}

static void
play (Game *game)
{
  LairGameConfig config;
  g_autoptr(GError) error = NULL;
  guint n_players = 0;

  if (game->started)
    return;
  game->started = TRUE;
  for (guint i = 0; game->kinds[i] != '\0'; i++)
    n_players += game->kinds[i] != '.';
  lair_game_config_init (&config, n_players, game->seed);
  if (!lair_game_session_play_with_config (game->session, &config, &error))
    g_error ("play: %s", error->message);
}

static void
changed_cb (Game *game)
{
  if (game->started || game->wait_phones == 0)
    return;
  for (guint i = 0; game->kinds[i] != '\0'; i++)
    if (game->kinds[i] == 'p' && lair_remote_server_get_n_clients (game->server, i) == 0)
      return;
  play (game);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *kinds = NULL;
  gint64 seed = 7;
  gint grace = 300;
  gboolean stepped = FALSE;
  gboolean wait = FALSE;
  gboolean show_odds = FALSE;
  gboolean menu = FALSE;
  GOptionEntry entries[] = {
    { "seats", 0, 0, G_OPTION_ARG_STRING, &kinds, "Seats: p phone, m mouse, c computer, . empty", "KINDS" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "The game's seed", "N" },
    { "grace", 0, 0, G_OPTION_ARG_INT, &grace, "The change-of-mind delay in milliseconds", "MS" },
    { "stepped", 0, 0, G_OPTION_ARG_NONE, &stepped, "One beat per line \"next\" on standard input", NULL },
    { "wait", 0, 0, G_OPTION_ARG_NONE, &wait, "Play once every phone seat is connected", NULL },
    { "show-odds", 0, 0, G_OPTION_ARG_NONE, &show_odds, "Send the odds to the phones", NULL },
    { "menu", 0, 0, G_OPTION_ARG_NONE, &menu, "Stay in the menu until a line \"play\"", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("— a game for phones, for tests");
  g_autoptr(GError) error = NULL;
  g_autoptr(GInputStream) in = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  Game game = { 0 };

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("LAIR_LOCALEDIR") != NULL ? g_getenv ("LAIR_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  if (kinds == NULL || strlen (kinds) > LAIR_N_SEATS)
    kinds = g_strdup ("ppmc");

  game.kinds = kinds;
  game.seed = seed;
  game.stepped = stepped;
  game.wait_phones = wait && !menu;
  game.loop = g_main_loop_new (NULL, FALSE);
  game.session = g_object_new (LAIR_TYPE_GAME_SESSION,
                               "grace-delay", grace,
                               "think-delay", 0,
                               "reveal-delay", 0,
                               NULL);
  game.story = lair_story_new (game.session);
  lair_story_set_manual_clock (game.story, TRUE);
  game.server = lair_remote_server_new (game.session);
  lair_remote_server_set_story (game.server, game.story);
  lair_remote_server_set_show_odds (game.server, show_odds);
  lair_remote_server_set_host (game.server, "127.0.0.1");

  for (guint i = 0; kinds[i] != '\0'; i++)
    {
      g_autofree char *name = g_strdup_printf ("Seat %u", i + 1);

      switch (kinds[i])
        {
        case 'p':
        case 'm':
          lair_game_session_join_seat (game.session, i, NULL);
          lair_game_session_finish_joining (game.session, i, name, NULL);
          if (kinds[i] == 'p')
            lair_remote_server_set_invited (game.server, i, TRUE);
          break;
        case 'c':
          lair_game_session_make_computer (game.session, i, NULL);
          break;
        default:
          break;
        }
    }
  /* no phone seat, no server: the game alone, to compare with */
  if (strchr (kinds, 'p') != NULL && !lair_remote_server_start (game.server, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "event");
  json_builder_add_string_value (builder, "ready");
  json_builder_set_member_name (builder, "port");
  json_builder_add_int_value (builder, lair_remote_server_get_port (game.server));
  json_builder_set_member_name (builder, "addresses");
  json_builder_begin_object (builder);
  for (guint i = 0; kinds[i] != '\0'; i++)
    {
      g_autofree char *address = lair_remote_server_get_address (game.server, i);

      if (address == NULL)
        continue;
      json_builder_set_member_name (builder, (char [2]) { '0' + i, '\0' });
      json_builder_add_string_value (builder, address);
    }
  json_builder_end_object (builder);
  json_builder_end_object (builder);
  print_node (builder);

  g_signal_connect_swapped (game.server, "changed", G_CALLBACK (changed_cb), &game);
  in = g_unix_input_stream_new (0, FALSE);
  game.input = g_data_input_stream_new (in);
  g_data_input_stream_read_line_async (game.input, G_PRIORITY_DEFAULT, NULL, read_line_cb, &game);
  g_timeout_add (5, pump_cb, &game);
  if (!wait && !menu)
    play (&game);

  g_main_loop_run (game.loop);

  lair_remote_server_stop (game.server);
  g_clear_object (&game.input);
  g_clear_object (&game.server);
  g_clear_object (&game.story);
  g_clear_object (&game.session);
  g_main_loop_unref (game.loop);
  return 0;
}
