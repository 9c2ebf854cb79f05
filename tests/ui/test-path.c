/* test-path.c — the path of rooms at the window's first size
 *
 * The floor marks on the cards say only what still lies there, to the
 * last bar a leaver took, and the current room stays as large deep in a
 * long dungeon as near its start.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "lair-game-view.h"
#include "lair-path.h"
#include "lair-window.h"
#include "ui-test-utils.h"

typedef struct {
  LairApplication *app;
  LairWindow *window;
  LairGameSession *session;
  LairPath *path;
} Fixture;

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  f->app = ui_test_application_new ();
  f->window = lair_window_new (f->app);
  f->session = lair_window_get_session (f->window);
  f->path = lair_game_view_get_path (lair_window_get_game_view (f->window));
  lair_game_session_set_think_delay (f->session, 0);
  lair_game_session_set_grace_delay (f->session, 0);
  lair_game_session_set_reveal_delay (f->session, 0);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1000, 720);
  ui_test_present (GTK_WINDOW (f->window));
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  lair_game_keeper_discard (lair_window_get_keeper (f->window));
  ui_test_destroy (GTK_WINDOW (f->window));
  g_clear_object (&f->app);
}

/* Ann and Bob, and @n_computers computers after them */
static void
play (Fixture                 *f,
      const LairDungeonScript *script,
      guint64                  seed,
      guint                    n_computers)
{
  LairGameConfig config;
  g_autoptr(GError) error = NULL;

  g_assert_true (lair_game_session_join_seat (f->session, 0, NULL));
  g_assert_true (lair_game_session_finish_joining (f->session, 0, "Ann", NULL));
  g_assert_true (lair_game_session_join_seat (f->session, 1, NULL));
  g_assert_true (lair_game_session_finish_joining (f->session, 1, "Bob", NULL));
  for (guint i = 0; i < n_computers; i++)
    g_assert_true (lair_game_session_make_computer (f->session, 2 + i, NULL));
  lair_game_config_init (&config, 2 + n_computers, seed);
  config.scripts[0] = script;
  g_assert_true (lair_game_session_play_with_config (f->session, &config, &error));
  g_assert_no_error (error);
}

/* Waits until the board is at rest with Ann or Bob to choose, or the
 * dungeon's summary is up; whether the summary is */
static gboolean
wait_turn (Fixture *f)
{
  LairGameView *view = lair_window_get_game_view (f->window);

  ui_test_wait_until (ui_test_summary_button (GTK_WIDGET (f->window)) != NULL ||
                      (!lair_game_view_get_busy (view) &&
                       (lair_seat_get_options (lair_game_session_get_seat (f->session, 0)) != 0 ||
                        lair_seat_get_options (lair_game_session_get_seat (f->session, 1)) != 0)));
  return ui_test_summary_button (GTK_WIDGET (f->window)) != NULL;
}

/* @choice for every seat inside that has a choice to make */
static void
choose_all (Fixture    *f,
            LairChoice  choice)
{
  guint decision = lair_game_session_get_decision (f->session);

  for (guint i = 0; i < 2; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (f->session, i);

      if (lair_seat_get_options (seat) != 0 && lair_seat_get_choice (seat) == LAIR_CHOICE_NONE)
        g_assert_true (lair_game_session_choose (f->session, i, choice, NULL));
    }
  ui_test_wait_until (lair_game_session_get_decision (f->session) != decision ||
                      lair_game_session_get_phase (f->session) != LAIR_SESSION_PLAYING);
}

/* Bob leaves in room 1, so the gold bar of room 2 lies on the floor until
 * Ann, the last inside, leaves there with it: at the dungeon's summary,
 * face up, no card says a bar (or a gem) still lies on its floor, on
 * screen or to a screen reader. */
static void
test_floor_taken (Fixture       *f,
                  gconstpointer  data)
{
  static const LairDungeonScript script = {
    .rooms = {
      { .kind = LAIR_ROOM_GEMS, .arg = 6 },
      { .kind = LAIR_ROOM_GOLD },
      { .kind = LAIR_ROOM_GEMS, .arg = 9 },
      { .kind = LAIR_ROOM_WARNING, .arg = 1 },
      { .kind = LAIR_ROOM_WARNING, .arg = 1 },
    },
    .n_rooms = 5,
  };
  GListModel *rooms = lair_game_session_get_rooms (f->session);
  guint floor_bars = 0;

  play (f, &script, 5, 0);

  /* room 1: Bob leaves with his share */
  g_assert_false (wait_turn (f));
  g_assert_cmpuint (lair_game_session_get_room (f->session), ==, 1);
  g_assert_true (lair_game_session_choose (f->session, 0, LAIR_CHOICE_STAY, NULL));
  choose_all (f, LAIR_CHOICE_LEAVE);

  /* room 2: the bar lies on its card, for Ann to take */
  g_assert_false (wait_turn (f));
  g_assert_cmpuint (lair_game_session_get_room (f->session), ==, 2);
  for (guint i = 0; i < g_list_model_get_n_items (rooms); i++)
    {
      g_autoptr(LairRoomItem) room = g_list_model_get_item (rooms, i);
      LairRoomCard *card = lair_path_get_card (f->path, room);

      if (card != NULL)
        floor_bars += lair_room_card_get_floor_bars (card);
    }
  g_assert_cmpuint (floor_bars, ==, 1);
  choose_all (f, LAIR_CHOICE_LEAVE);

  /* everybody out: the summary, with the dungeon face up */
  g_assert_true (wait_turn (f));
  ui_test_wait_for_frame (GTK_WIDGET (f->window));
  g_assert_cmpuint (lair_seat_get_gold_bars (lair_game_session_get_seat (f->session, 0)), ==, 1);
  for (guint i = 0; i < g_list_model_get_n_items (rooms); i++)
    {
      g_autoptr(LairRoomItem) room = g_list_model_get_item (rooms, i);
      LairRoomCard *card = lair_path_get_card (f->path, room);
      g_autofree char *said = NULL;

      g_assert_nonnull (card);
      said = lair_room_card_describe (card);
      g_test_message ("room %u: %s", lair_room_item_get_number (room), said);
      g_assert_cmpuint (lair_room_card_get_floor_bars (card), ==, 0);
      g_assert_cmpint (lair_room_card_get_floor_gems (card), ==, 0);
      g_assert_null (strstr (said, "on the floor"));
    }
}

/* 28 rooms of gems and gold bars, then the warning of room 29 comes back
 * in room 30 */
static void
long_dungeon (LairDungeonScript *script)
{
  for (guint i = 0; i < 28; i++)
    {
      script->rooms[i].kind = i % 7 == 3 ? LAIR_ROOM_GOLD : LAIR_ROOM_GEMS;
      script->rooms[i].arg = i % 7 == 3 ? 0 : 2;
    }
  script->rooms[28].kind = script->rooms[29].kind = LAIR_ROOM_WARNING;
  script->rooms[28].arg = script->rooms[29].arg = 1;
  script->n_rooms = 30;
}

/* The current card's width at room @number, the board at rest */
static int
current_width_at (Fixture *f,
                  guint    number)
{
  LairRoomCard *current;

  while (lair_game_session_get_room (f->session) < number)
    {
      g_assert_false (wait_turn (f));
      if (lair_game_session_get_room (f->session) >= number)
        break;
      choose_all (f, LAIR_CHOICE_STAY);
    }
  g_assert_false (wait_turn (f));
  g_assert_cmpuint (lair_game_session_get_room (f->session), ==, number);
  /* the seats laid out again at the width they have, in an idle */
  ui_test_keep_running (300);
  ui_test_wait_for_frame (GTK_WIDGET (f->window));
  current = lair_path_get_current_card (f->path);
  g_assert_nonnull (current);
  return gtk_widget_get_width (GTK_WIDGET (current));
}

/* At the window's first size, with nine seats, deep in a long dungeon
 * the current room is as large as at its fifth room, and large enough to
 * read */
static void
test_current_stays_large (Fixture       *f,
                          gconstpointer  data)
{
  LairDungeonScript script = { 0 };
  int at_5, at_28;

  long_dungeon (&script);
  play (f, &script, 4243, LAIR_N_SEATS - 2);
  at_5 = current_width_at (f, 5);
  at_28 = current_width_at (f, 28);
  g_test_message ("current card: %d px wide at room 5, %d at room 28; path %d×%d in a window %d×%d, %u players",
                  at_5, at_28, gtk_widget_get_width (GTK_WIDGET (f->path)),
                  gtk_widget_get_height (GTK_WIDGET (f->path)), gtk_widget_get_width (GTK_WIDGET (f->window)),
                  gtk_widget_get_height (GTK_WIDGET (f->window)), lair_game_session_get_n_players (f->session));
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (f->window)), <=, 720);
  g_assert_cmpint (at_28, >=, at_5 - 2);
  g_assert_cmpint (at_28, >=, 150);
}

/* Counts into @n_outside the pictures drawn under @node, outside the
 * cards, that do not lie wholly @within */
static void
collect_textures (GskRenderNode   *node,
                  graphene_rect_t *within,
                  guint           *n_outside)
{
  GskRenderNodeType type = gsk_render_node_get_node_type (node);

  if (type == GSK_TEXTURE_NODE)
    {
      graphene_rect_t bounds;

      gsk_render_node_get_bounds (node, &bounds);
      if (!graphene_rect_contains_rect (within, &bounds))
        {
          g_test_message ("a picture at %.0f,%.0f %.0f×%.0f", bounds.origin.x, bounds.origin.y,
                          bounds.size.width, bounds.size.height);
          (*n_outside)++;
        }
    }
  else if (type == GSK_CONTAINER_NODE)
    {
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        collect_textures (gsk_container_node_get_child (node, i), within, n_outside);
    }
  else if (type == GSK_OPACITY_NODE)
    collect_textures (gsk_opacity_node_get_child (node), within, n_outside);
  else if (type == GSK_CLIP_NODE)
    collect_textures (gsk_clip_node_get_child (node), within, n_outside);
  else if (type == GSK_ROUNDED_CLIP_NODE)
    collect_textures (gsk_rounded_clip_node_get_child (node), within, n_outside);
  /* anything else, the cards in their places among it, is not the bats */
}

/* The bats fly across the board inside it, from their first moment to
 * their last: the board's edge never cuts them off */
static void
test_bats_inside (Fixture       *f,
                  gconstpointer  data)
{
  static const LairDungeonScript script = {
    .rooms = {
      { .kind = LAIR_ROOM_GEMS, .arg = 6 },
      { .kind = LAIR_ROOM_WARNING, .arg = 1 },
      { .kind = LAIR_ROOM_WARNING, .arg = 1 },
    },
    .n_rooms = 3,
  };
  static const double moments[] = { 0.03, 0.1, 0.3, 0.5, 0.7, 0.9, 0.97 };
  GtkWidget *path = GTK_WIDGET (f->path);

  play (f, &script, 5, 0);
  g_assert_false (wait_turn (f));
  ui_test_wait_for_frame (GTK_WIDGET (f->window));

  for (guint i = 0; i < G_N_ELEMENTS (moments); i++)
    {
      LairScene scene = { .kind = LAIR_SCENE_BATS, .progress = moments[i] };
      g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
      g_autoptr(GskRenderNode) node = NULL;
      graphene_rect_t within = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (path), gtk_widget_get_height (path));
      guint n_outside = 0;

      lair_path_set_scene (f->path, &scene);
      GTK_WIDGET_GET_CLASS (path)->snapshot (path, snapshot);
      node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
      g_assert_nonnull (node);
      collect_textures (node, &within, &n_outside);
      if (n_outside > 0)
        g_error ("%u bats cut by the board's edge at %.0f %% of their flight", n_outside, moments[i] * 100);
    }
  lair_path_set_scene (f->path, NULL);
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add ("/path/floor-taken", Fixture, NULL, fixture_setup, test_floor_taken, fixture_teardown);
  g_test_add ("/path/bats-inside", Fixture, NULL, fixture_setup, test_bats_inside, fixture_teardown);
  g_test_add ("/path/current-stays-large", Fixture, NULL, fixture_setup, test_current_stays_large,
              fixture_teardown);
  return ui_test_run ();
}
