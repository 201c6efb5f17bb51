/// One of five broad parts of Ukraine, for a small colour palette on maps.
///
/// The JSON stores the English word (`"West"`, `"North"`, `"Centre"`, `"East"`, `"South"`).
public enum MacroRegion: String, Sendable, Codable, CaseIterable, Hashable {
    /// Volyn, Rivne, Lviv, Ternopil, Khmelnytskyi, Ivano-Frankivsk, Zakarpattia and Chernivtsi oblasts.
    case west = "West"
    /// Kyiv, Zhytomyr, Chernihiv and Sumy.
    case north = "North"
    /// Vinnytsia, Cherkasy, Kirovohrad and Poltava oblasts.
    case centre = "Centre"
    /// Kharkiv, Dnipropetrovsk, Donetsk and Luhansk oblasts.
    case east = "East"
    /// Odesa, Mykolaiv, Kherson and Zaporizhzhia oblasts, Crimea and Sevastopol.
    case south = "South"
}
