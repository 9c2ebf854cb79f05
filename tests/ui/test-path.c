/* test-path.c — the path of rooms at the window's first size
 *
 * The floor marks on the cards say only what still lies there, to the
 * last bar a leaver took; deep in a long dungeon the current room and
 * the few before it stay large and every older one can still be read;
 * each Sphinx passed keeps its two coin rooms in view.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "lair-art.h"
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

/* Plays on, every person inside going on, until the board rests at
 * room @number */
static void
go_on_to (Fixture *f,
          guint    number)
{
  while (lair_game_session_get_room (f->session) < number)
    {
      g_assert_false (wait_turn (f));
      if (lair_game_session_get_room (f->session) >= number)
        break;
      for (guint i = 0; i < 2; i++)
        {
          LairSeat *seat = lair_game_session_get_seat (f->session, i);
          LairOptions options = lair_seat_get_options (seat) & ~LAIR_OPTION (LAIR_CHOICE_LEAVE);

          if (options != 0 && lair_seat_get_choice (seat) == LAIR_CHOICE_NONE)
            g_assert_true (lair_game_session_choose (f->session, i, (LairChoice) __builtin_ctz (options), NULL));
        }
      ui_test_keep_running (5);
    }
  g_assert_false (wait_turn (f));
  g_assert_cmpuint (lair_game_session_get_room (f->session), ==, number);
  /* the seats laid out again at the width they have, in an idle */
  ui_test_keep_running (300);
  ui_test_wait_for_frame (GTK_WIDGET (f->window));
}

/* Where @card lies on the path */
static graphene_rect_t
card_bounds (Fixture      *f,
             LairRoomCard *card)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (card), GTK_WIDGET (f->path), &bounds));
  return bounds;
}

/* Checks that the rooms of @cards from @first on, the rooms before
 * @current, lie on the board face up, inside it, with their number and
 * floor under no card after them nor under the current card; and that the
 * last three are at least @recent_w pixels wide */
static void
check_readable (Fixture      *f,
                GPtrArray    *cards,
                guint         first,
                LairRoomCard *current,
                int           recent_w)
{
  GtkWidget *path = GTK_WIDGET (f->path);
  int current_w = gtk_widget_get_width (GTK_WIDGET (current));
  graphene_rect_t current_bounds = card_bounds (f, current);

  g_assert_true (gtk_widget_get_child_visible (GTK_WIDGET (current)));
  for (guint i = first; i < cards->len; i++)
    {
      LairRoomCard *card = g_ptr_array_index (cards, i);
      graphene_rect_t bounds = card_bounds (f, card), labels, in_path;
      graphene_point_t corner;
      guint number = lair_room_item_get_number (lair_room_card_get_room (card));

      if (!gtk_widget_get_child_visible (GTK_WIDGET (card)))
        g_error ("room %u is not on the board", number);
      g_assert_false (lair_room_card_get_face_down (card));
      /* the current card the largest, the three before it large */
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (card)), <, current_w);
      if (i + 3 >= cards->len)
        {
          g_test_message ("room %u: %d px wide", number, gtk_widget_get_width (GTK_WIDGET (card)));
          g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (card)), >=, recent_w);
        }
      /* on the board, whole */
      g_assert_cmpfloat (bounds.origin.x, >=, 0);
      g_assert_cmpfloat (bounds.origin.y, >=, 0);
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (path));
      g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (path));
      /* its number and floor under no card after it */
      lair_room_card_get_label_bounds (card, &labels);
      g_assert_true (gtk_widget_compute_point (GTK_WIDGET (card), path, &labels.origin, &corner));
      in_path = GRAPHENE_RECT_INIT (corner.x, corner.y, labels.size.width, labels.size.height);
      g_assert_cmpfloat (in_path.size.width, >, 0);
      for (guint j = i + 1; j < cards->len; j++)
        {
          graphene_rect_t later = card_bounds (f, g_ptr_array_index (cards, j));

          if (graphene_rect_intersection (&in_path, &later, NULL))
            g_error ("room %u lies over the number or floor of room %u",
                     lair_room_item_get_number (lair_room_card_get_room (g_ptr_array_index (cards, j))), number);
        }
      g_assert_false (graphene_rect_intersection (&in_path, &current_bounds, NULL));
    }
}

/* At the window's first size, with nine seats, deep in a long dungeon
 * the current room and the three before it are large, and every room
 * passed, back to the first, lies on the board face up with its number
 * and its floor in view: no card after it lies over them. On a board as
 * small as a phone's, the three before the current one still do, and the
 * path says which older ones lie in a pile. */
static void
test_current_stays_large (Fixture       *f,
                          gconstpointer  data)
{
  GListModel *rooms = lair_game_session_get_rooms (f->session);
  LairDungeonScript script = { 0 };
  GtkWidget *path = GTK_WIDGET (f->path);
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  LairRoomCard *current;
  int current_w;

  long_dungeon (&script);
  play (f, &script, 4243, LAIR_N_SEATS - 2);
  go_on_to (f, 28);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (f->window)), <=, 720);
  current = lair_path_get_current_card (f->path);
  g_assert_nonnull (current);
  current_w = gtk_widget_get_width (GTK_WIDGET (current));
  g_test_message ("current card %d px wide at room 28; path %d×%d in a window %d×%d, %u players", current_w,
                  gtk_widget_get_width (path), gtk_widget_get_height (path),
                  gtk_widget_get_width (GTK_WIDGET (f->window)), gtk_widget_get_height (GTK_WIDGET (f->window)),
                  lair_game_session_get_n_players (f->session));
  /* (the board is 385 or 557 pixels tall, as the nine seats lie in one
   * row or two) */
  g_assert_cmpint (current_w, >=, 140);

  for (guint i = 0; i < g_list_model_get_n_items (rooms); i++)
    {
      g_autoptr(LairRoomItem) room = g_list_model_get_item (rooms, i);
      LairRoomCard *card = lair_path_get_card (f->path, room);

      if (card == current)
        break;
      g_ptr_array_add (cards, card);
    }
  g_assert_cmpuint (cards->len, ==, 27);
  check_readable (f, cards, 0, current, MAX (56, current_w * 0.4));

  /* what laying out 28 rooms costs, told, never failed on */
  {
    int width = gtk_widget_get_width (path), height = gtk_widget_get_height (path);
    gint64 start = g_get_monotonic_time ();

    for (guint i = 0; i < 20; i++)
      gtk_widget_size_allocate (path, &(GtkAllocation) { 0, 0, width - (int) (i % 2), height }, -1);
    g_test_message ("laying out the path takes %.2f ms", (g_get_monotonic_time () - start) / 20 / 1000.0);
  }

  /* a phone's board */
  {
    g_autofree char *piled = NULL;
    g_autofree char *problem = NULL;
    guint first = 0;

    gtk_widget_size_allocate (path, &(GtkAllocation) { 0, 0, 320, 210 }, -1);
    g_test_message ("on a board of 320×210, the current card %d px wide", gtk_widget_get_width (GTK_WIDGET (current)));
    while (first < cards->len && !gtk_widget_get_child_visible (GTK_WIDGET (g_ptr_array_index (cards, first))))
      first++;
    g_assert_cmpuint (first, >, 0);
    g_assert_cmpuint (first, <=, cards->len - 3);
    /* as small as an older card gets, its labels still legible */
    check_readable (f, cards, first, current, 44);
    piled = g_strdup_printf ("Rooms 1 to %u lie in a pile; the game log tells what they held.", first);
    problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (path), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, piled);
    if (problem != NULL)
      g_error ("the pile is said as %s, not %s", problem, piled);
  }
  gtk_widget_queue_resize (path);
  ui_test_wait_for_frame (GTK_WIDGET (f->window));
}

/* Collects into @found the bounds of the coin rooms drawn under @node */
static void
collect_coin_rooms (GskRenderNode *node,
                    GArray        *found)
{
  GskRenderNodeType type = gsk_render_node_get_node_type (node);

  if (type == GSK_TEXTURE_NODE)
    {
      GdkTexture *texture = gsk_texture_node_get_texture (node);

      if (texture == lair_art_get_texture ("coin-room", gdk_texture_get_width (texture)))
        {
          graphene_rect_t bounds;

          gsk_render_node_get_bounds (node, &bounds);
          g_array_append_val (found, bounds);
        }
    }
  else if (type == GSK_CONTAINER_NODE)
    {
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        collect_coin_rooms (gsk_container_node_get_child (node, i), found);
    }
  else if (type == GSK_TRANSFORM_NODE)
    {
      GskTransform *transform = gsk_transform_node_get_transform (node);
      g_autoptr(GArray) inner = g_array_new (FALSE, FALSE, sizeof (graphene_rect_t));

      collect_coin_rooms (gsk_transform_node_get_child (node), inner);
      for (guint i = 0; i < inner->len; i++)
        {
          graphene_rect_t bounds;

          gsk_transform_transform_bounds (transform, &g_array_index (inner, graphene_rect_t, i), &bounds);
          g_array_append_val (found, bounds);
        }
    }
  else if (type == GSK_OPACITY_NODE)
    collect_coin_rooms (gsk_opacity_node_get_child (node), found);
  else if (type == GSK_CLIP_NODE)
    collect_coin_rooms (gsk_clip_node_get_child (node), found);
  else if (type == GSK_ROUNDED_CLIP_NODE)
    collect_coin_rooms (gsk_rounded_clip_node_get_child (node), found);
}

/* Two Sphinxes passed, in rooms 2 and 5: at room 7 each shows its own
 * two coin rooms beside it, not only the latest */
static void
test_sphinx_forks (Fixture       *f,
                   gconstpointer  data)
{
  LairDungeonScript script = { 0 };
  LairGameConfig config;
  g_autoptr(GError) error = NULL;
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GArray) coin_rooms = g_array_new (FALSE, FALSE, sizeof (graphene_rect_t));
  GListModel *rooms = lair_game_session_get_rooms (f->session);
  GtkWidget *path = GTK_WIDGET (f->path);
  guint n_sphinxes = 0;

  long_dungeon (&script);
  for (guint k = 0; k < 2; k++)
    {
      script.rooms[1 + 3 * k].kind = LAIR_ROOM_ADVENTURE;
      script.rooms[1 + 3 * k].adventure = LAIR_ADVENTURE_SPHINX;
      script.rooms[1 + 3 * k].arg = 1 + k;
    }
  g_assert_true (lair_game_session_join_seat (f->session, 0, NULL));
  g_assert_true (lair_game_session_finish_joining (f->session, 0, "Ann", NULL));
  g_assert_true (lair_game_session_join_seat (f->session, 1, NULL));
  g_assert_true (lair_game_session_finish_joining (f->session, 1, "Bob", NULL));
  lair_game_config_init (&config, 2, 4243);
  config.has_adventures = TRUE;
  config.adventures[0] = LAIR_ADVENTURE_SPHINX;
  config.scripts[0] = &script;
  g_assert_true (lair_game_session_play_with_config (f->session, &config, &error));
  g_assert_no_error (error);
  go_on_to (f, 7);

  GTK_WIDGET_GET_CLASS (path)->snapshot (path, snapshot);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  collect_coin_rooms (node, coin_rooms);

  for (guint i = 0; i < g_list_model_get_n_items (rooms); i++)
    {
      g_autoptr(LairRoomItem) room = g_list_model_get_item (rooms, i);
      LairRoomCard *card = lair_path_get_card (f->path, room);
      graphene_rect_t bounds;
      guint n_ways = 0;

      if (lair_room_item_get_kind (room) != LAIR_ROOM_ADVENTURE || !lair_room_item_get_entered (room))
        continue;
      n_sphinxes++;
      bounds = card_bounds (f, card);
      /* the two ways after the card, as tall as it, within the board */
      for (guint k = 0; k < coin_rooms->len; k++)
        {
          graphene_rect_t *way = &g_array_index (coin_rooms, graphene_rect_t, k);

          if (way->origin.x > bounds.origin.x && way->origin.x < bounds.origin.x + bounds.size.width * 1.5f + 8 &&
              way->origin.y >= bounds.origin.y - 1 &&
              way->origin.y + way->size.height <= bounds.origin.y + bounds.size.height + 1)
            {
              g_assert_cmpfloat (way->origin.x + way->size.width, <=, gtk_widget_get_width (path));
              n_ways++;
            }
        }
      g_test_message ("the Sphinx of room %u: %u ways drawn", lair_room_item_get_number (room), n_ways);
      if (n_ways != 2)
        g_error ("the Sphinx of room %u shows %u coin rooms, not 2", lair_room_item_get_number (room), n_ways);
    }
  g_assert_cmpuint (n_sphinxes, ==, 2);
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
  g_test_add ("/path/sphinx-forks", Fixture, NULL, fixture_setup, test_sphinx_forks, fixture_teardown);
  return ui_test_run ();
}
