/* lair-game-view.c — the dungeon: rooms, floor, odds and the seats inside
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "lair-game-view.h"
#include "lair-labels.h"
#include "lair-room-tile.h"
#include "lair-seat-panel.h"

struct _LairGameView
{
  GtkWidget         parent_instance;

  LairGameSession  *session;
  GSettings        *settings;
  GListStore       *players;
  LairRoomItem     *current_room;
  guint             scroll_source;

  GtkWidget        *content;
  GtkFlowBox       *status_box;
  GtkLabel         *room_label;
  GtkLabel         *bravery_label;
  GtkLabel         *floor_label;
  GtkLabel         *odds_label;
  GtkLabel         *rumor_label;
  GtkScrolledWindow *strip_scroller;
  GtkListView      *strip;
  GtkLabel         *message_label;
  GtkFlowBox       *seat_box;
};

G_DEFINE_FINAL_TYPE (LairGameView, lair_game_view, GTK_TYPE_WIDGET)

static void
set_message (LairGameView *self,
             const char   *message)
{
  gtk_label_set_text (self->message_label, message);
}

static void
take_message (LairGameView *self,
              char         *message)
{
  set_message (self, message);
  g_free (message);
}

static void
update_status (LairGameView *self)
{
  LairGameSession *session = self->session;
  gboolean show_odds = g_settings_get_boolean (self->settings, "show-odds");
  guint bars = lair_game_session_get_floor_bars (session);
  gint gems = lair_game_session_get_floor_gems (session);
  gint bravery = lair_game_session_get_bravery (session);
  g_autofree char *room = NULL;
  g_autofree char *bravery_text = NULL;
  g_autofree char *floor = NULL;
  g_autofree char *odds = NULL;
  g_autofree char *rumor = NULL;

  /* Translators: the room the players are in */
  room = g_strdup_printf (_("Room %u"), lair_game_session_get_room (session));
  bravery_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Bravery %d", "Bravery %d", bravery), bravery);
  if (bars > 0)
    /* Translators: what lies on the floor for the next to leave */
    floor = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Floor: %d gems, %u bar ($%d)",
                                          "Floor: %d gems, %u bars ($%d)", bars),
                             gems, bars, lair_game_session_get_floor_bar_value (session));
  else
    floor = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Floor: %d gem", "Floor: %d gems", gems), gems);
  /* Translators: the chance the next room is the spider's lair */
  odds = g_strdup_printf (_("Lair odds %.0f%%"), 100.0 * lair_game_session_get_lair_odds (session));
  /* Translators: the gems the next room is rumored to hold */
  rumor = g_strdup_printf (_("Rumored %.1f gems"), lair_game_session_get_rumored_gems (session));

  gtk_label_set_text (self->room_label, room);
  gtk_label_set_text (self->bravery_label, bravery_text);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->bravery_label),
                               _("Warnings the players can still take before the spider's lair"));
  gtk_label_set_text (self->floor_label, floor);
  gtk_label_set_text (self->odds_label, odds);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->odds_label), _("The chance that the next room is the lair"));
  gtk_label_set_text (self->rumor_label, rumor);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->rumor_label), _("The gems the next room is thought to hold"));
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->odds_label)), show_odds);
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->rumor_label)), show_odds);
}

static gboolean
scroll_to_end_cb (gpointer user_data)
{
  LairGameView *self = user_data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_hadjustment (self->strip_scroller);

  self->scroll_source = 0;
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  return G_SOURCE_REMOVE;
}

static void
rooms_changed_cb (LairGameView *self)
{
  /* after the list has measured its new tiles */
  if (self->scroll_source == 0)
    self->scroll_source = g_timeout_add (50, scroll_to_end_cb, self);
}

static void
setup_tile_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item)
{
  gtk_list_item_set_child (item, lair_room_tile_new ());
}

static void
bind_tile_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item)
{
  lair_room_tile_set_room (LAIR_ROOM_TILE (gtk_list_item_get_child (item)),
                           gtk_list_item_get_item (item));
}

static void
unbind_tile_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *item)
{
  lair_room_tile_set_room (LAIR_ROOM_TILE (gtk_list_item_get_child (item)), NULL);
}

static GtkWidget *
create_panel_cb (gpointer item,
                 gpointer user_data)
{
  LairGameView *self = user_data;

  return lair_seat_panel_new (self->session, item, self->settings);
}

static void
seat_activated_cb (LairGameView    *self,
                   GtkFlowBoxChild *child)
{
  GtkWidget *panel = gtk_flow_box_child_get_child (child);

  if (LAIR_IS_SEAT_PANEL (panel))
    lair_seat_panel_open_options (LAIR_SEAT_PANEL (panel));
}

/* The seats in the game, in seat order, when a game starts */
static void
fill_players (LairGameView *self)
{
  g_list_store_remove_all (self->players);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (self->session, i);

      if (lair_seat_get_player (seat) >= 0)
        g_list_store_append (self->players, seat);
    }
}

static void
phase_changed_cb (LairGameView *self)
{
  switch (lair_game_session_get_phase (self->session))
    {
    case LAIR_SESSION_MENU:
      g_list_store_remove_all (self->players);
      g_clear_object (&self->current_room);
      set_message (self, "");
      break;
    case LAIR_SESSION_PLAYING:
      if (g_list_model_get_n_items (G_LIST_MODEL (self->players)) == 0)
        fill_players (self);
      break;
    case LAIR_SESSION_REVEAL:
      set_message (self, _("The rest of the dungeon is revealed."));
      break;
    case LAIR_SESSION_FINISHED:
    default:
      break;
    }
  update_status (self);
}

static void
dungeon_started_cb (LairGameView  *self,
                    guint          dungeon,
                    LairAdventure  adventure)
{
  if (g_list_model_get_n_items (G_LIST_MODEL (self->players)) == 0)
    fill_players (self);
  /* Translators: a new dungeon begins; %u is 1 to 5 */
  take_message (self, g_strdup_printf (_("Dungeon %u: the players walk in."), dungeon));
}

static void
room_revealed_cb (LairGameView *self,
                  LairRoomItem *room)
{
  g_set_object (&self->current_room, room);
  take_message (self, lair_room_describe (room));
}

static void
bats_cb (LairGameView *self,
         guint         room)
{
  set_message (self, _("Bats fly up from the dark!"));
}

static void
gems_found_cb (LairGameView *self,
               gint          gems,
               gint          left)
{
  if (left > 0)
    take_message (self, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                      "The gems are shared; %d is left on the floor.",
                                                      "The gems are shared; %d are left on the floor.",
                                                      left),
                                         left));
  else
    set_message (self, _("The gems are shared evenly."));
}

static void
gold_found_cb (LairGameView *self,
               gint          value)
{
  take_message (self, g_strdup_printf (_("A gold bar worth $%d lies on the floor for the next to leave."),
                                       value));
}

static void
scout_cb (LairGameView *self,
          gint          from,
          gint          to)
{
  if (from == to)
    take_message (self, g_strdup_printf (_("The scout says the lair lies in room %d."), from));
  else
    take_message (self, g_strdup_printf (_("The scout says the lair lies between rooms %d and %d."),
                                         from, to));
}

static void
seat_left_cb (LairGameView *self,
              LairSeat     *seat,
              gint          gems,
              gint          gold_bars,
              gint          bar_value,
              gint          coins,
              guint         flags)
{
  if (gold_bars > 0)
    take_message (self, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                      "%s leaves with %d gems and a gold bar.",
                                                      "%s leaves with %d gems and gold bars.",
                                                      gold_bars),
                                         lair_seat_get_name (seat), gems));
  else
    take_message (self, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                      "%s leaves with %d gem.",
                                                      "%s leaves with %d gems.", gems),
                                         lair_seat_get_name (seat), gems));
}

static void
spider_cb (LairGameView *self,
           LairSeat     *seat,
           gint          gems)
{
  take_message (self, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                    "The spider scares %s out, and %d gem is lost.",
                                                    "The spider scares %s out, and %d gems are lost.",
                                                    gems),
                                       lair_seat_get_name (seat), gems));
}

static void
dungeon_finished_cb (LairGameView   *self,
                     LairDungeonEnd  end,
                     gint            depth,
                     gint            lair_room,
                     gint            left_behind)
{
  if (lair_room > 0 && lair_room <= depth)
    take_message (self, g_strdup_printf (_("The spider’s lair was in room %d."), lair_room));
  else
    take_message (self, g_strdup_printf (_("Everybody is out, after %d rooms."), depth));
}

static void
lair_game_view_dispose (GObject *object)
{
  LairGameView *self = LAIR_GAME_VIEW (object);

  g_clear_handle_id (&self->scroll_source, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), LAIR_TYPE_GAME_VIEW);
  g_clear_object (&self->current_room);
  g_clear_object (&self->players);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (lair_game_view_parent_class)->dispose (object);
}

static void
lair_game_view_class_init (LairGameViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lair_game_view_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/spiderlair/SpiderLair/lair-game-view.ui");
  gtk_widget_class_bind_template_child (widget_class, LairGameView, content);
  gtk_widget_class_bind_template_child (widget_class, LairGameView, status_box);
  gtk_widget_class_bind_template_child (widget_class, LairGameView, room_label);
  gtk_widget_class_bind_template_child (widget_class, LairGameView, bravery_label);
  gtk_widget_class_bind_template_child (widget_class, LairGameView, floor_label);
  gtk_widget_class_bind_template_child (widget_class, LairGameView, odds_label);
  gtk_widget_class_bind_template_child (widget_class, LairGameView, rumor_label);
  gtk_widget_class_bind_template_child (widget_class, LairGameView, strip_scroller);
  gtk_widget_class_bind_template_child (widget_class, LairGameView, strip);
  gtk_widget_class_bind_template_child (widget_class, LairGameView, message_label);
  gtk_widget_class_bind_template_child (widget_class, LairGameView, seat_box);
}

static void
lair_game_view_init (LairGameView *self)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  self->players = g_list_store_new (LAIR_TYPE_SEAT);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_tile_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_tile_cb), NULL);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_tile_cb), NULL);
  gtk_list_view_set_factory (self->strip, factory);
  g_signal_connect_object (self->seat_box, "child-activated",
                           G_CALLBACK (seat_activated_cb), self, G_CONNECT_SWAPPED);
}

/**
 * lair_game_view_set_session:
 * @self: a #LairGameView
 * @session: the session to show
 * @settings: the application's settings (whether odds are shown)
 *
 * Shows @session's games. Called once.
 */
void
lair_game_view_set_session (LairGameView    *self,
                            LairGameSession *session,
                            GSettings       *settings)
{
  static const char * const status_props[] = {
    "notify::room", "notify::bravery", "notify::floor-gems", "notify::floor-bars",
    "notify::floor-bar-value", "notify::lair-odds", "notify::rumored-gems",
  };
  static const struct {
    const char *signal;
    GCallback callback;
  } events[] = {
    { "dungeon-started", G_CALLBACK (dungeon_started_cb) },
    { "room-revealed", G_CALLBACK (room_revealed_cb) },
    { "bats-disturbed", G_CALLBACK (bats_cb) },
    { "gems-found", G_CALLBACK (gems_found_cb) },
    { "gold-found", G_CALLBACK (gold_found_cb) },
    { "scout-reported", G_CALLBACK (scout_cb) },
    { "seat-left", G_CALLBACK (seat_left_cb) },
    { "spider-struck", G_CALLBACK (spider_cb) },
    { "dungeon-finished", G_CALLBACK (dungeon_finished_cb) },
  };
  GListModel *rooms;

  g_return_if_fail (LAIR_IS_GAME_VIEW (self));
  g_return_if_fail (LAIR_IS_GAME_SESSION (session));
  g_return_if_fail (self->session == NULL);

  self->session = g_object_ref (session);
  self->settings = g_object_ref (settings);

  rooms = lair_game_session_get_rooms (session);
  gtk_list_view_set_model (self->strip, GTK_SELECTION_MODEL (gtk_no_selection_new (g_object_ref (rooms))));
  g_signal_connect_object (rooms, "items-changed", G_CALLBACK (rooms_changed_cb), self, G_CONNECT_SWAPPED);
  gtk_flow_box_bind_model (self->seat_box, G_LIST_MODEL (self->players), create_panel_cb, self, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (status_props); i++)
    g_signal_connect_object (session, status_props[i], G_CALLBACK (update_status), self, G_CONNECT_SWAPPED);
  for (guint i = 0; i < G_N_ELEMENTS (events); i++)
    g_signal_connect_object (session, events[i].signal, events[i].callback, self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::phase", G_CALLBACK (phase_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (settings, "changed::show-odds", G_CALLBACK (update_status), self, G_CONNECT_SWAPPED);
  update_status (self);
}

/**
 * lair_game_view_get_message:
 * @self: a #LairGameView
 *
 * Returns: (transfer none): the latest news of the dungeon
 */
const char *
lair_game_view_get_message (LairGameView *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_VIEW (self), NULL);
  return gtk_label_get_text (self->message_label);
}

/**
 * lair_game_view_get_help_page:
 * @self: a #LairGameView
 *
 * Returns: (transfer none): the help page about the room the players are
 *   in, or the page about playing
 */
const char *
lair_game_view_get_help_page (LairGameView *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_VIEW (self), NULL);
  return self->current_room != NULL ? lair_room_help_page (self->current_room) : "playing";
}
